// Her zamanlamada: dersin iddialarini sayfanin disinda, bir Web Worker'da dener (iddia::arama,
// WebAssembly). Ilerlemeyi bildirir; sayfa denetimi isciyi bitirerek durdurur.
import init, { her_zamanlamada } from '../panel/panel.js';

globalThis.kesifIlerleme = (durum, kesfedilen, derinlik) => {
  postMessage({ tur: 'ilerleme', durum, kesfedilen, derinlik, an: performance.now() });
};

onmessage = async ({ data }) => {
  try {
    await init({ module_or_path: data.wasm });
    const bas = performance.now();
    const sonuc = JSON.parse(her_zamanlamada(data.ders, data.parca, data.sinirlar));
    postMessage({ tur: 'sonuc', sonuc, sure: performance.now() - bas });
  } catch (e) {
    postMessage({ tur: 'hata', mesaj: String(e && e.message ? e.message : e) });
  }
};
