/**
 * One block as a member sees it on the site: its title and description in the chosen language, then what its
 * type shows — its videos' covers, its models' pictures, its advertisement's picture or its own picture — the
 * phone's pictures on a phone where the block has them. A link opens the block for the editor.
 */
import { Link } from 'react-router';
import type { ResourceT } from '../../../lib/resource/use-resource-t';
import type { StoredFile } from '../../../lib/upload/upload-file';
import type { Block } from '../api';
import { BLOCKS_PATH } from '../constants';
import styles from './preview.module.css';

type Props = {
  block: Block;
  /** The pictures of the advertisement slot the block shows, when known. */
  slot?: { image: StoredFile | null; mobileImage: StoredFile | null };
  chinese: boolean;
  phone: boolean;
  t: ResourceT;
};

const srcOf = (file: StoredFile | null | undefined, large = false) =>
  file ? (large ? file.url : (file.thumbnailUrl ?? file.url)) : null;

function Picture({
  desktop,
  mobile,
  phone,
  alt,
  t,
}: {
  desktop: StoredFile | null;
  mobile: StoredFile | null;
  phone: boolean;
  alt: string;
  t: ResourceT;
}) {
  const src = srcOf(phone ? (mobile ?? desktop) : desktop, true);
  return src ? (
    <img className={styles.picture} src={src} alt={alt} />
  ) : (
    <div className={styles.placeholder}>{t('preview.noPicture')}</div>
  );
}

function Items({ block, chinese, t }: Omit<Props, 'phone' | 'slot'>) {
  if (block.type === 'videos') {
    if (!block.videos.length) return <p className={styles.empty}>{t('preview.noItems')}</p>;
    return (
      <ul className={styles.grid} aria-label={t('items.videos', { count: block.videos.length })}>
        {block.videos.map((video) => {
          const title = chinese ? video.titleCn : video.title;
          const src = srcOf(video.cover);
          return (
            <li key={video.id} className={styles.item}>
              {src ? (
                <img className={styles.cover} src={src} alt={title} loading="lazy" />
              ) : (
                <span className={styles.cover} />
              )}
              <span className={styles.caption} title={title}>
                {title}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  if (block.type === 'models') {
    if (!block.models.length) return <p className={styles.empty}>{t('preview.noItems')}</p>;
    return (
      <ul className={`${styles.grid} ${styles.models}`} aria-label={t('items.models', { count: block.models.length })}>
        {block.models.map((model) => {
          const name = chinese ? model.nameCn : model.name;
          const src = srcOf(model.avatar);
          return (
            <li key={model.id} className={styles.item}>
              {src ? (
                <img className={styles.avatar} src={src} alt={name} loading="lazy" />
              ) : (
                <span className={styles.avatar} />
              )}
              <span className={styles.caption}>{name}</span>
            </li>
          );
        })}
      </ul>
    );
  }
  return null;
}

export function PreviewBlock({ block, slot, chinese, phone, t }: Props) {
  const title = chinese ? block.titleCn : block.title;
  return (
    <section className={`${styles.block} ${block.isBox ? styles.box : ''}`} aria-label={title} data-block={block.id}>
      <div className={styles.heading}>
        <h3>{title}</h3>
        <Link to={`${BLOCKS_PATH}/${block.id}`}>{t('preview.edit')}</Link>
      </div>
      {block.description && <p className={styles.description}>{block.description}</p>}
      <Items block={block} chinese={chinese} t={t} />
      {block.type === 'image' && (
        <Picture desktop={block.image} mobile={block.mobileImage} phone={phone} alt={title} t={t} />
      )}
      {block.type === 'advertisement' &&
        (!block.advertisement ? (
          <div className={styles.placeholder}>{t('preview.noSlot')}</div>
        ) : slot?.image ? (
          <Picture desktop={slot.image} mobile={slot.mobileImage} phone={phone} alt={block.advertisement.name} t={t} />
        ) : (
          <div className={styles.placeholder}>{t('preview.slot', { name: block.advertisement.name })}</div>
        ))}
    </section>
  );
}
