// What every part of the book's script uses: the book's root, the console kept for the page
// (errors shown in #kitap-konsol), building elements, writing a fragment, and a pause between
// the steps of setting up a panel.

// mdBook's pages define path_to_root, the way from the page to the book's root
// eslint-disable-next-line no-undef
const kok = new URL((typeof path_to_root === 'string' && path_to_root) || './', location.href).href;
const konsol = [];
const kaydet = (m) => {
  konsol.push(String(m));
  const k = document.getElementById('kitap-konsol');
  if (k) k.textContent = konsol.join('\n');
};
window.addEventListener('error', (e) => kaydet(e.message));
window.addEventListener('unhandledrejection', (e) => kaydet(e.reason));
const konsolunHatasi = console.error.bind(console);
console.error = (...a) => { kaydet(a.join(' ')); konsolunHatasi(...a); };

const el = (ad, nitelik = {}, ...cocuklar) => {
  const e = document.createElement(ad);
  for (const [k, v] of Object.entries(nitelik)) {
    if (k === 'sinif') e.className = v; else e.setAttribute(k, v);
  }
  for (const c of cocuklar) e.append(c);
  return e;
};

// a fragment as the programs write one (program::calistirma::parca): ':' and ',' stay
// readable, and '=' in a value
const kodla = (s, esit) => encodeURIComponent(s)
  .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  .replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%3D/g, esit ? '=' : '%3D');
const parcaya = (ciftler) => ciftler
  .map(([a, d]) => d === '' ? kodla(a, false) : `${kodla(a, false)}=${kodla(d, true)}`)
  .join('&');

// a pause that lets the page paint and answer the reader between the steps of setting up a
// panel, so that no step blocks the main thread for long
const nefes = () => new Promise((tamam) => setTimeout(tamam, 0));
