// Her zamanlamada: dersin iddialarini sayfanin disinda, bir Web Worker'da dener (iddia::arama,
// WebAssembly); istenince butcenin ustundeki tek degisiklikleri de arar (ders::tek_degisiklik). Ilerlemeyi bildirir; sayfa denetimi isciyi bitirerek durdurur. Klasik bir isci:
// panel.js wasm-bindgen'in modulsuz ciktisidir (global wasm_bindgen).
/* global wasm_bindgen */
importScripts('../panel/panel.js');

globalThis.kesifIlerleme = (durum, kesfedilen, derinlik) => {
  postMessage({ tur: 'ilerleme', durum, kesfedilen, derinlik, an: performance.now() });
};
// the single changes searched on request (ders::tek_degisiklik): how many of how many tried
globalThis.tekDegisiklikIlerleme = (yapilan, toplam) => {
  postMessage({ tur: 'ilerleme', yapilan, toplam, an: performance.now() });
};

onmessage = async ({ data }) => {
  try {
    await wasm_bindgen({ module_or_path: data.wasm });
    const bas = performance.now();
    const sonuc = data.is === 'tek'
      ? JSON.parse(wasm_bindgen.tek_degisiklikler(data.ders, data.parca))
      : JSON.parse(wasm_bindgen.her_zamanlamada(data.ders, data.parca, data.sinirlar));
    postMessage({ tur: 'sonuc', sonuc, sure: performance.now() - bas });
  } catch (e) {
    postMessage({ tur: 'hata', mesaj: String(e && e.message ? e.message : e) });
  }
};
