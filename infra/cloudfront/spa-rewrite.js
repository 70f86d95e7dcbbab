// The SPA behaviour's CloudFront Function, on both events (the local server does the same: server/src/spa.rs).
// Viewer request: a path without a file extension is a page, answered with /index.html, or with the page's own file
// where the build draws its first screen ahead (PRERENDERED); a page outside the SPA's route table is marked.
// Viewer response: a marked page answers 404 (the SPA shows its not-found page), hashed assets may be kept for a
// year, everything else is revalidated on each use.
// ROUTES is frontend/src/config/paths.ts's table (spa-rewrite.test.mjs fails when they differ).
var ROUTES = [
  '/',
  '/nda',
  '/generate',
  '/payment-success',
  '/document-code',
  '/download',
  '/sample-document/:documentType',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/privacy-policy',
  '/disclaimer',
  '/test-adobe'
];
// PRERENDERED is frontend/build-tools/prerendered-pages.json's table (spa-rewrite.test.mjs fails when they differ).
var PRERENDERED = {
  '/': '/prerendered/home.html',
  '/nda': '/prerendered/nda.html',
  '/download': '/prerendered/download.html'
};
// Pages that are one visitor's own or the operator's: never in a search index (the local server does the same).
var NOINDEX = ['/test-adobe', '/payment-success', '/download', '/generate'];
var NOT_FOUND_MARK = 'spa-not-found';
var NOINDEX_MARK = 'spa-noindex';
var IMMUTABLE = 'public, max-age=31536000, immutable';
var REVALIDATE = 'no-cache';

function segmentsOf(path) {
  var segments = [];
  var parts = path.split('/');
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] === '') continue;
    var segment = parts[i];
    try {
      segment = decodeURIComponent(segment);
    } catch (e) {
      // Not valid percent-encoding: compared as written.
    }
    segments.push(segment.toLowerCase());
  }
  return segments;
}

// The router's matching: case-insensitive, trailing slashes ignored, `:name` is any one segment.
function isRoute(uri) {
  var segments = segmentsOf(uri);
  for (var r = 0; r < ROUTES.length; r++) {
    var pattern = segmentsOf(ROUTES[r]);
    if (pattern.length !== segments.length) continue;
    var matches = true;
    for (var i = 0; i < pattern.length; i++) {
      if (pattern[i].charAt(0) !== ':' && pattern[i] !== segments[i]) {
        matches = false;
        break;
      }
    }
    if (matches) return true;
  }
  return false;
}

function isNoindex(uri) {
  var path = '/' + segmentsOf(uri).join('/');
  for (var i = 0; i < NOINDEX.length; i++) {
    if (NOINDEX[i] === path) return true;
  }
  return false;
}

function isPage(uri) {
  return uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1;
}

// Whether the viewer asked for a page outside the route table. The response event may see the request as the
// viewer sent it or as rewritten: the mark covers the second case, the route check the first.
function wasNotFound(request) {
  if (request.querystring && request.querystring[NOT_FOUND_MARK]) return true;
  return isPage(request.uri) && !isRoute(request.uri);
}

function handler(event) {
  var request = event.request;
  if (event.context && event.context.eventType === 'viewer-response') {
    var response = event.response;
    var cacheable = request.uri.indexOf('/assets/') === 0 && (response.statusCode === 200 || response.statusCode === 304);
    response.headers['cache-control'] = { value: cacheable ? IMMUTABLE : REVALIDATE };
    if (response.statusCode === 200 && wasNotFound(request)) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    if ((request.querystring && request.querystring[NOINDEX_MARK]) || isNoindex(request.uri)) {
      response.headers['x-robots-tag'] = { value: 'noindex, nofollow' };
    }
    return response;
  }
  if (isPage(request.uri)) {
    var page = '/index.html';
    if (!isRoute(request.uri)) {
      request.querystring = request.querystring || {};
      request.querystring[NOT_FOUND_MARK] = { value: '1' };
    } else {
      page = PRERENDERED['/' + segmentsOf(request.uri).join('/')] || page;
      if (isNoindex(request.uri)) {
        request.querystring = request.querystring || {};
        request.querystring[NOINDEX_MARK] = { value: '1' };
      }
    }
    request.uri = page;
  }
  return request;
}
