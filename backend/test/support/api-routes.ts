import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { ROOT_FILES } from '../../src/features/sharing';

const paths = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

/**
 * Every route the app's controllers declare, as "GET /api/teams/:id/players", for tests that must cover them all;
 * the files served at the site's root outside the prefix (ROOT_FILES) as "GET /robots.txt".
 */
export function apiRoutes(app: INestApplication, globalPrefix = 'api'): string[] {
  const scanner = new MetadataScanner();
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  return controllers
    .flatMap(({ metatype, instance }) => {
      if (!metatype || !instance) return [];
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      const controllerPaths = paths(Reflect.getMetadata(PATH_METADATA, metatype));
      return scanner.getAllMethodNames(prototype).flatMap((name) => {
        const handler = prototype[name] as object;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (methodPath === undefined) return [];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        return controllerPaths.flatMap((base) =>
          paths(methodPath).map((path) => {
            const route = [base, path].flatMap((s) => s.split('/')).filter(Boolean);
            const segments = ROOT_FILES.includes(route.join('/')) ? route : [globalPrefix, ...route];
            return `${method} /${segments.join('/')}`;
          }),
        );
      });
    })
    .sort();
}
