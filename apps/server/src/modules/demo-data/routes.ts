/** `GET /demo-data`: whether a first start's demo data is still arriving (the dashboard says so meanwhile). */
import { demoData } from '@backlot/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Module } from '../module.js';
import { demoArriving } from './state.js';

export const demoDataModule: Module = (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/demo-data', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['system'],
      summary: "Whether a first start's demo data is still arriving",
      response: { 200: demoData },
    },
    handler: async () => ({ arriving: await demoArriving(db) }),
  });
};
