// Her zamanlamada: dersin iddialarini sayfanin disinda, bir Web Worker'da dener (iddia::arama,
// WebAssembly). Ilerlemeyi bildirir; sayfa denetimi isciyi bitirerek durdurur. Klasik bir isci:
// panel.js wasm-bindgen'in modulsuz ciktisidir (global wasm_bindgen).
/* global wasm_bindgen */
importScripts('../panel/panel.js');

globalThis.kesifIlerleme = (durum, kesfedilen, derinlik) => {
  postMessage({ tur: 'ilerleme', durum, kesfedilen, derinlik, an: performance.now() });
};

onmessage = async ({ data }) => {
  try {
    await wasm_bindgen({ module_or_path: data.wasm });
    const bas = performance.now();
    const sonuc = JSON.parse(wasm_bindgen.her_zamanlamada(data.ders, data.parca, data.sinirlar));
    postMessage({ tur: 'sonuc', sonuc, sure: performance.now() - bas });
  } catch (e) {
    postMessage({ tur: 'hata', mesaj: String(e && e.message ? e.message : e) });
  }
};
