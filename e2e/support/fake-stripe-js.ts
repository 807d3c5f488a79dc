import type { BrowserContext, Route } from 'playwright-core';
import type { FakeStripeServer } from '../../apps/server/test/fake-stripe-server.ts';

/**
 * A stand-in for Stripe.js (https://js.stripe.com), served to the browser by request routing: the part of its API
 * that @stripe/react-stripe-js and the payment form use. Its Payment Element is plain inputs in the page (Card
 * number, Expiration date as MM / YY, Security code, Country), and confirmSetup posts to api.stripe.com the way
 * Stripe.js does, with the publishable key and the SetupIntent's client secret. What Elements was created with is
 * kept in window.__fakeStripe for the test to read.
 */
export const FAKE_STRIPE_JS = String.raw`(() => {
  const API = 'https://api.stripe.com/v1';
  const record = { elementsOptions: [] };
  window.__fakeStripe = record;

  function makeElement(type) {
    const listeners = {};
    let root = null;
    const inputs = {};
    const emit = (name, event) => (listeners[name] || []).slice().forEach((cb) => cb(event));
    const field = (label, name, value) => {
      const wrap = document.createElement('label');
      wrap.style.display = 'block';
      wrap.style.marginBottom = '8px';
      wrap.textContent = label;
      const input = document.createElement('input');
      input.setAttribute('aria-label', label);
      input.name = name;
      input.value = value || '';
      input.style.display = 'block';
      input.style.width = '100%';
      input.addEventListener('input', () => {
        const values = element.values();
        emit('change', { elementType: type, empty: !values.number, complete: Boolean(values.number && values.expiry), value: { type: 'card' } });
      });
      wrap.appendChild(input);
      inputs[name] = input;
      return wrap;
    };
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.dataset.fakeStripeElement = type;
        root.append(field('Card number', 'number'), field('Expiration date', 'expiry'), field('Security code', 'cvc'), field('Country', 'country', 'US'));
        node.appendChild(root);
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      on(name, cb) { (listeners[name] = listeners[name] || []).push(cb); return element; },
      off(name, cb) { listeners[name] = (listeners[name] || []).filter((x) => x !== cb); return element; },
      once(name, cb) { const wrapped = (e) => { element.off(name, wrapped); cb(e); }; return element.on(name, wrapped); },
      update() {},
      focus() { if (inputs.number) inputs.number.focus(); },
      blur() {},
      clear() { Object.values(inputs).forEach((i) => { i.value = ''; }); },
      unmount() { if (root) root.remove(); },
      destroy() { if (root) root.remove(); root = null; },
      values() {
        const v = (name) => (inputs[name] ? inputs[name].value.trim() : '');
        return { number: v('number').replace(/\s+/g, ''), expiry: v('expiry'), cvc: v('cvc'), country: v('country') || 'US' };
      },
    };
    return element;
  }

  function validate(values) {
    if (!values.number) return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
    if (!/^\d{1,2}\s*\/\s*\d{2}$/.test(values.expiry)) {
      return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    }
    return null;
  }

  function Stripe(key) {
    let current = null;
    const confirm = async (clientSecret, element) => {
      const values = element.values();
      const invalid = validate(values);
      if (invalid) return { error: invalid };
      const [month, year] = values.expiry.split('/').map((part) => part.trim());
      const body = new URLSearchParams({
        key,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': values.number,
        'payment_method_data[card][exp_month]': String(Number(month)),
        'payment_method_data[card][exp_year]': String(2000 + Number(year)),
        'payment_method_data[card][cvc]': values.cvc,
        'payment_method_data[billing_details][address][country]': values.country,
      });
      const id = clientSecret.split('_secret_')[0];
      try {
        const res = await fetch(API + '/setup_intents/' + id + '/confirm', { method: 'POST', body });
        const json = await res.json();
        return res.ok ? { setupIntent: json } : { error: json.error };
      } catch (cause) {
        return { error: { type: 'api_connection_error', message: 'We could not reach Stripe.' } };
      }
    };
    const unsupported = () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not in the fake Stripe.js' } });
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        record.elementsOptions.push(options || {});
        const elements = {
          create(type) { current = makeElement(type); return current; },
          getElement() { return current; },
          update() {},
          fetchUpdates() { return Promise.resolve({}); },
          submit() {
            const invalid = current ? validate(current.values()) : { type: 'validation_error', message: 'No payment form.' };
            return Promise.resolve(invalid ? { error: invalid } : {});
          },
        };
        return elements;
      },
      confirmSetup(options) { return confirm(options.clientSecret, current); },
      confirmCardSetup(clientSecret) { return confirm(clientSecret, current); },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      confirmPayment: unsupported,
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//;

/**
 * Routes the browser's Stripe traffic to fakes and refuses everything else that leaves the machine:
 * js.stripe.com serves the fake Stripe.js, api.stripe.com is forwarded to the fake Stripe API on loopback.
 * Returns the outside addresses that were refused.
 */
export async function routeStripe(context: BrowserContext, stripe: FakeStripeServer): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => !LOCAL.test(url.href),
    (route: Route) => {
      refused.push(route.request().url());
      return route.abort();
    },
  );
  await context.route('https://js.stripe.com/**', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await context.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${stripe.baseUrl}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? undefined),
    });
    await route.fulfill({
      status: answer.status,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
  return refused;
}
