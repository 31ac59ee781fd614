// Registers the service worker (public/sw.js), which caches the app so it opens
// offline after the first visit. A file of its own: the page's CSP forbids inline scripts.
"use strict";
if ("serviceWorker" in navigator && window.isSecureContext) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("sw.js").catch((error) => {
      console.warn("service worker not registered:", error);
    });
  });
}
