import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadAllPages } from '@/app/router';
import { fakeMediaQueryList } from './match-media';

// Every page's module is loaded once per test file, so a test's first render shows its page (the lazy loading
// itself is covered by root-layout.test.tsx).
await preloadAllPages();

/** What a test reads of the router: where the app is now, and a way to go elsewhere as a link would. */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
};

/** Reports the memory router's location and navigate function after every render. */
function RouterProbe({ onRender }: { onRender: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onRender({ state: { location, historyAction }, navigate });
  });
  return null;
}

/**
 * Renders the whole app at a URL (or a location with navigation state) with a memory router and a fresh SWR cache.
 * `routeObjects` replaces the app's routes (a probe page for a hook); `strict` renders under StrictMode.
 */
export function renderApp(
  url: string | { pathname: string; search?: string; state?: unknown },
  options: { routeObjects?: RouteObject[]; user?: Parameters<typeof userEvent.setup>[0]; strict?: boolean } = {},
) {
  const router = { state: {} } as TestRouter;
  const follow = (current: TestRouter) => Object.assign(router, current);
  const user = userEvent.setup(options.user);
  const app: ReactNode = (
    <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe onRender={follow} />
        <AppRoutes routeObjects={options.routeObjects} />
      </MemoryRouter>
    </AppProvider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, user };
}

/**
 * Fake timers for debounce tests. Testing Library's waitFor/findBy then advance the fake clock
 * (it looks for a `jest` global with advanceTimersByTime), and user-event advances it between
 * keystrokes. Pass the returned options to renderApp. Real timers come back after each test.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return { user: { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } };
}

export type MockResponse = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON body (e.g. the bytes of a .docx). */
  raw?: string | Uint8Array;
};

/** A request's JSON body as the handler sees it (`{}` when the request had none). */
export type RequestBody = Record<string, unknown>;

export type Handler = (body: RequestBody, init: RequestInit) => MockResponse | Promise<MockResponse>;

/**
 * Replaces fetch with a table of endpoint handlers; returns the mock so tests can inspect calls.
 * An endpoint without a handler answers 500 so a test notices unexpected calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    const body: RequestBody = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : {};
    const result: MockResponse = handler
      ? await handler(body, init)
      : { status: 500, body: { error: `Unexpected call to ${path}`, code: 'unexpected' } };
    const status = result.status ?? 200;
    if (result.raw !== undefined) {
      return new Response(result.raw as BodyInit, { status, headers: result.headers });
    }
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => ({
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

export function codeRecord(overrides: Record<string, unknown> = {}) {
  return {
    code: 'ABCD2345',
    creditsTotal: 6,
    creditsUsed: 0,
    creditsRemaining: 6,
    expiresAt: '2026-12-22T10:00:00Z',
    isActive: true,
    createdAt: '2026-11-22T10:00:00Z',
    documentData: null,
    latestJobId: null,
    ...overrides,
  };
}

export const completeDocumentData = {
  documentType: 'Non-Disclosure Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Limited Liability Company (LLC)',
  stateJurisdiction: 'California',
  industry: 'Technology',
  protectionLevel: 'Comprehensive',
  specialClauses: [],
  customInstructions: '',
  pricingTier: '$19',
};

/**
 * Picks a state in the State/Jurisdiction list (a listbox, not a native select): opens it, then chooses the option.
 * `scope` narrows the trigger search when a page has more than one form.
 */
export async function chooseState(
  user: ReturnType<typeof userEvent.setup>,
  state: string,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(scope.getByRole('combobox', { name: 'State/Jurisdiction' }));
  // The first opening loads the list's code (fields.tsx): in a busy test run that can take more than a second.
  // Within the list: the details' own state selects have options of the same names.
  const list = await screen.findByTestId('state-list', {}, { timeout: 5000 });
  await user.click(within(list).getByRole('option', { name: state }));
}

/**
 * Makes `window.matchMedia` answer `matches(query)` for this test (jsdom has no layout): e.g. a phone, where the
 * home page's narrow queries match. The stub goes away after the test (setup unstubs globals).
 */
export function mockMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, matches(query)));
}

/** A phone: the app's width queries (all max-width) and its touch query match. */
export function mockPhone() {
  mockMatchMedia(() => true);
}
