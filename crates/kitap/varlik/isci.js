// Her zamanlamada: dersin iddialarini sayfanin disinda, bir Web Worker'da dener (arama::genislik,
// WebAssembly), sonra her tasarimda her iddiayi bozan en az arizayi arar (arama::en_az); istenince butcenin ustundeki tek degisiklikleri de arar (ders::tek_degisiklik). Ilerlemeyi bildirir; sayfa denetimi isciyi bitirerek durdurur. Klasik bir isci:
// panel.js wasm-bindgen'in modulsuz ciktisidir (global wasm_bindgen).
/* global wasm_bindgen */
importScripts('../panel/panel.js');

// the fewest-faults search tells its counts from zero: told on from where the check ended
// (its depth is then the faults being settled: `asama` says which search speaks)
let oncesi = { durum: 0, kesfedilen: 0 };
let asama = 'her';
globalThis.kesifIlerleme = (durum, kesfedilen, derinlik) => {
  postMessage({ tur: 'ilerleme', durum: oncesi.durum + durum, kesfedilen: oncesi.kesfedilen + kesfedilen,
    derinlik, asama, an: performance.now() });
};
// the single changes searched on request (ders::tek_degisiklik): how many of how many tried
globalThis.tekDegisiklikIlerleme = (yapilan, toplam) => {
  postMessage({ tur: 'ilerleme', yapilan, toplam, an: performance.now() });
};

onmessage = async ({ data }) => {
  try {
    const wasm = await wasm_bindgen({ module_or_path: data.wasm });
    if (data.is === 'hiz') {
      // each design searched plainly, then for the fewest faults: three samples of each in
      // turn, a small design run again and again so that a sample lasts 50 ms at least (the
      // clock is coarse in a worker); the medians
      const olcumler = [];
      const ortanca = (v) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)];
      for (let i = 0; ; i++) {
        let bas = performance.now();
        const duz = JSON.parse(wasm_bindgen.tasarimi_ara(data.ders, i, false));
        if (duz === null) break;
        const kez = Math.max(1, Math.ceil(50 / Math.max(performance.now() - bas, 0.1)));
        const orneklem = (enAz) => {
          const b = performance.now();
          for (let k = 0; k < kez; k++) wasm_bindgen.tasarimi_ara(data.ders, i, enAz);
          return (performance.now() - b) / kez;
        };
        const duzler = [], enAzlar = [];
        for (let k = 0; k < 3; k++) { duzler.push(orneklem(false)); enAzlar.push(orneklem(true)); }
        olcumler.push({ kontrol: duz.kontrol, durum: duz.durum, duz: ortanca(duzler), enAz: ortanca(enAzlar) });
      }
      postMessage({ tur: 'sonuc', sonuc: olcumler });
      return;
    }
    let bas = performance.now();
    if (data.is === 'tek') {
      const sonuc = JSON.parse(wasm_bindgen.tek_degisiklikler(data.ders, data.parca));
      postMessage({ tur: 'sonuc', sonuc, sure: performance.now() - bas });
      return;
    }
    // the claims under every timing, then the fewest faults of each design, each timed
    const sonuc = JSON.parse(wasm_bindgen.her_zamanlamada(data.ders, data.parca, data.sinirlar));
    const sure = performance.now() - bas;
    let sureEnAz = 0;
    if (!sonuc.durdu) {
      for (const l of sonuc.metin.split('\n')) {
        const m = /: (\d+) durum, (\d+) keşfedilen$/.exec(l);
        if (m) { oncesi.durum += Number(m[1]); oncesi.kesfedilen += Number(m[2]); }
      }
      asama = 'enaz';
      bas = performance.now();
      const enAz = JSON.parse(wasm_bindgen.en_az(data.ders, data.parca, data.sinirlar));
      sureEnAz = performance.now() - bas;
      sonuc.metin += enAz.metin;
      sonuc.ornekler.push(...enAz.ornekler);
      sonuc.durdu = enAz.durdu;
    }
    // the WebAssembly memory at its largest (it grows and never shrinks)
    postMessage({ tur: 'sonuc', sonuc, sure, sureEnAz, bellek: wasm.memory.buffer.byteLength });
  } catch (e) {
    postMessage({ tur: 'hata', mesaj: String(e && e.message ? e.message : e) });
  }
};
