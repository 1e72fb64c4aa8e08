// The search for single changes, on request.

// above the budget the single changes are searched only on request: in the Web Worker,
// with its progress and a stop (the panel's tekIsci while it runs); the list then shows what
// it found
function tekDegisiklikAra(p, kapsam) {
  const { ders, ozellik } = p;
  const bolum = el('div', { sinif: 'panel-tek', id: `panel-${ders}-tek` });
  const basla = el('button', { type: 'button', id: `panel-${ders}-tek-ara` }, 'Tek değişiklikleri ara');
  const durdur = el('button', { type: 'button', id: `panel-${ders}-tek-durdur`, disabled: '' }, 'Durdur');
  const durum = el('p', { sinif: 'panel-not', id: `panel-${ders}-tek-durum`, 'aria-live': 'polite' });
  const bitir = (mesaj) => {
    if (p.tekIsci) p.tekIsci.terminate();
    p.tekIsci = null;
    basla.disabled = false;
    durdur.disabled = true;
    if (mesaj !== undefined) durum.textContent = mesaj;
  };
  basla.addEventListener('click', () => {
    bitir();
    if (location.protocol === 'file:') {
      bitir('Bu arama kitap bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun); komut '
        + 'satırında: olc --tek-degisiklik.');
      return;
    }
    let bu;
    try {
      bu = new Worker(new URL(`${kok}kitap/isci.js`));
    } catch (e) {
      bitir(`Arama başlamadı: ${e}`);
      return;
    }
    p.tekIsci = bu;
    basla.disabled = true;
    durdur.disabled = false;
    durum.textContent = 'başlıyor…';
    const parca = parcaya(ciftleriOku(p).filter(([a]) => a !== 'program'));
    bu.onerror = (e) => bitir(`Arama başlamadı: ${e.message || 'ayrı iş parçacığı açılamadı'}`);
    bu.onmessage = ({ data }) => {
      if (bu !== p.tekIsci) return;
      if (data.tur === 'ilerleme') {
        durum.textContent = `${data.yapilan} / ${data.toplam} tek değişiklik denendi`;
      } else if (data.tur === 'hata') {
        bitir(data.mesaj);
      } else {
        bitir();
        ozellikleriGoster(p, data.sonuc);
        ozellik.prepend(el('p', { sinif: 'panel-not', id: `panel-${ders}-tek-durum` },
          `Tek değişiklikler istek üzerine arandı: ${(data.sure / 1000).toFixed(2)} s.`));
      }
    };
    bu.postMessage({ is: 'tek', ders, parca, wasm: `${kok}panel/panel_bg.wasm` });
  });
  durdur.addEventListener('click', () => bitir('durduruldu; tek değişiklikler bilinmiyor'));
  bolum.append(
    el('p', { sinif: 'panel-not' },
      `Tek değişiklikler aranmadı: ${kapsam.hucre} hücre × ${kapsam.sutun} sütun × ${kapsam.nokta} nokta, `
      + `bütçe ${kapsam.butce}; sayıları bilinmiyor. Sayfanın dışında, tarayıcının ayrı bir iş parçacığında arayabilirsiniz `
      + '(komut satırında: olc --tek-degisiklik).'),
    el('p', {}, basla, ' ', durdur), durum);
  return bolum;
}
