/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './cache-rules';
import { isSkipWaitingMessage } from './messages';
import { handleNotificationClick, renewSubscription, showPush } from './notifications';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope;

// The shell and every route chunk (the build lists them), so any app URL opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A first install takes the open page at once, so the deals viewed in that very visit are cached. Updates still wait
// for the user (no skipWaiting here): taking over an updated page is what the update prompt asks for.
clientsClaim();

// Every app URL opens the precached shell offline; the API and media are real resources, never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

registerRuntimeCaching(self.location.origin);

// The app asks the waiting worker to take over only after the user accepted the update prompt.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// Web Push: every push shows a notification, even one the worker cannot read (browsers demand it).
self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(showPush(event.data, { registration: self.registration, navigator: self.navigator, origin: self.location.origin }));
});

// A click opens what the notification announced in the app and marks its inbox item read.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.waitUntil(
    handleNotificationClick(event.notification, {
      clients: self.clients,
      fetch: (url, init) => fetch(url, init),
      origin: self.location.origin,
    }),
  );
});

// The browser replaced this device's subscription: the server is told, so pushes keep arriving.
self.addEventListener('pushsubscriptionchange', (event: PushSubscriptionChangeEvent) => {
  event.waitUntil(
    renewSubscription(event.oldSubscription, event.newSubscription, {
      fetch: (url, init) => fetch(url, init),
      subscribe: (options) => self.registration.pushManager.subscribe(options),
    }),
  );
});
