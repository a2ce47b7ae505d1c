/** Operations are named `<resource>.<verb>` from their path and method alone. */
import { describe, expect, it } from 'vitest';
import { operationNames } from './openapi-names.js';

const names = operationNames({
  '/api/videos': ['get', 'post'],
  '/api/videos/{id}': ['get', 'put', 'delete'],
  '/api/videos/{id}/publish': ['post'],
  '/api/videos/{id}/photos': ['get', 'post', 'put'],
  '/api/videos/{id}/photos/{photoId}': ['delete'],
  '/api/videos/exportCsv': ['get'],
  '/api/model-records/{id}/scans/{scanId}/content': ['get'],
  '/api/auth/me': ['get', 'put'],
  '/api/audit-logs': ['get'],
  '/api/analytics/channel/todayRecord': ['get'],
  '/api/analytics/channel/{id}/todayRecord': ['get'],
  '/api/files/tus': ['post'],
  '/api/files/tus/{id}': ['head', 'patch', 'delete'],
});

describe('operation names', () => {
  it('names a collection, its records and their actions as the resource does', () => {
    expect(names.get('get /api/videos')).toBe('videos.list');
    expect(names.get('post /api/videos')).toBe('videos.create');
    expect(names.get('get /api/videos/{id}')).toBe('videos.show');
    expect(names.get('put /api/videos/{id}')).toBe('videos.update');
    expect(names.get('delete /api/videos/{id}')).toBe('videos.delete');
    expect(names.get('post /api/videos/{id}/publish')).toBe('videos.publish');
    expect(names.get('get /api/videos/{id}/photos')).toBe('videos.photos.list');
    expect(names.get('put /api/videos/{id}/photos')).toBe('videos.photos.update');
    expect(names.get('delete /api/videos/{id}/photos/{photoId}')).toBe('videos.photos.delete');
  });

  it('names reports and reads by their path, camelCased, a second method by its verb', () => {
    expect(names.get('get /api/videos/exportCsv')).toBe('videos.exportCsv');
    expect(names.get('get /api/model-records/{id}/scans/{scanId}/content')).toBe('modelRecords.scans.content');
    expect(names.get('get /api/auth/me')).toBe('auth.me');
    expect(names.get('put /api/auth/me')).toBe('auth.me.update');
    expect(names.get('get /api/audit-logs')).toBe('auditLogs');
    expect(names.get('head /api/files/tus/{id}')).toBe('files.tus.head');
    expect(names.get('post /api/files/tus')).toBe('files.tus.create');
  });

  it('tells apart two paths that differ by a parameter, and refuses two operations of one name', () => {
    expect(names.get('get /api/analytics/channel/todayRecord')).toBe('analytics.channel.todayRecord');
    expect(names.get('get /api/analytics/channel/{id}/todayRecord')).toBe('analytics.channel.todayRecordById');
    expect(() => operationNames({ '/api/a-b': ['get'], '/api/aB': ['get'] })).toThrow(/Two operations are named aB/);
  });
});
