import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { KEPT_PAGES } from "./kept-pages";

// 'Reintentar' loads the address again (the worker answered it with this page); the list is read from the member's kept pages.
const SCRIPT = `document.getElementById("retry").addEventListener("click",function(){location.reload()});
if(self.caches)caches.keys().then(function(names){return Promise.all(names.filter(function(n){return n.indexOf(${JSON.stringify(KEPT_PAGES.prefix)})===0}).map(function(n){return caches.open(n).then(function(c){return c.keys().then(function(keys){return Promise.all(keys.map(function(k){return c.match(k).then(function(r){return{url:k.url,title:decodeURIComponent(r.headers.get(${JSON.stringify(KEPT_PAGES.titleHeader)})||"")||k.url}})}))})})}))}).then(function(lists){var list=document.getElementById("kept-list");lists.flat().forEach(function(page){var a=document.createElement("a");a.href=page.url;a.textContent=page.title;var li=document.createElement("li");li.appendChild(a);list.appendChild(li)});document.getElementById("kept").hidden=list.children.length===0})`;

const STYLE = `body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}h1{font-size:1.875rem;margin:0}p{color:#334155}
button{margin-top:2rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;padding:.625rem 1.25rem;font:600 1rem system-ui,sans-serif;cursor:pointer}
section{margin-top:3rem;text-align:left}h2{font-size:1.125rem}ul{padding-left:1.25rem}a{color:#1d4ed8;font-weight:600}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The page the service worker shows when a page cannot be reached: 'Sin conexión', 'Reintentar' and
 * the list of pages kept for offline viewing (read in the browser from the kept caches), in `locale`.
 * It carries nothing of the member: it is stored for whoever uses the device. Its one inline script
 * carries the request's CSP nonce, which the stored copy's own policy header names.
 */
export function offlinePageHtml(locale: Locale, nonce: string): string {
  const { t } = serverI18n(locale);
  const text = (key: string) => escapeHtml(t(key));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${text("common:offline.title")} · ${escapeHtml(siteParams().siteName)}</title><style>${STYLE}</style></head>
<body><main><h1>${text("common:offline.title")}</h1><p>${text("common:offline.body")}</p>
<button type="button" id="retry">${text("common:offline.retry")}</button>
<section id="kept" hidden><h2>${text("members:keepOffline.listHeading")}</h2><ul id="kept-list"></ul></section></main>
<script nonce="${escapeHtml(nonce)}">${SCRIPT}</script></body></html>`;
}
