// Two schedules side by side (--karsilastir).

// the second timing: its timeline under the first, the cells whose fault differs marked on
// both, and where each column's stories part
function ikinciyiGoster(p, k) {
  const { ders, resim, ikinci } = p;
  ikinci.textContent = '';
  if (!k) return;
  const cizim = el('div', { sinif: 'panel-kaydir' });
  cizim.innerHTML = k.svg;
  const svg2 = cizim.querySelector('svg');
  // a cell by its column (its label's start) and key
  const farkli = new Set(k.farkli.map(([sutun, kimlik]) => `${sutun}\t${kimlik}`));
  const anahtar = (etiket, kimlik) => `${(etiket || '').split(': ')[0]}\t${kimlik}`;
  const isaret = (h) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" class="panel-farkli"/>`;
  if (svg2) {
    svg2.setAttribute('aria-label', `İkinci arıza sırasının resmi: ${k.ariza}`);
    const farkliHucreler = k.hucreler.filter((h) => farkli.has(anahtar(h.etiket, h.kimlik)));
    svg2.insertAdjacentHTML('beforeend', `<g aria-hidden="true">${farkliHucreler.map(isaret).join('')}</g>`);
  }
  for (const r of resim.querySelectorAll('.panel-hucre')) {
    if (farkli.has(anahtar(r.getAttribute('aria-label'), r.getAttribute('data-kimlik')))) r.classList.add('panel-farkli');
  }
  // where each column's stories part, on both timelines: that point's cells
  const ayrildigi = (sutun, h) => k.ayrilma.some((a) => a.sutun === sutun && a.cizelgede
    && (a.cizelgede.tur != null ? h.tur === a.cizelgede.tur : h.kimlik === a.cizelgede.hucre));
  const sutunu = (etiket) => (etiket || '').split(': ')[0];
  for (const r of resim.querySelectorAll('.panel-hucre')) {
    const h = { tur: r.hasAttribute('data-tur') ? Number(r.getAttribute('data-tur')) : null, kimlik: r.getAttribute('data-kimlik') };
    if (ayrildigi(sutunu(r.getAttribute('aria-label')), h)) r.classList.add('panel-ayrilma-noktasi');
  }
  if (svg2) {
    const cizgi = (h) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" class="panel-ayrilma-noktasi"/>`;
    const yerler = k.hucreler.filter((h) => ayrildigi(sutunu(h.etiket), h));
    svg2.insertAdjacentHTML('beforeend', `<g aria-hidden="true">${yerler.map(cizgi).join('')}</g>`);
  }
  const ayrilma = el('ul', { sinif: 'panel-ayrilma', id: `panel-${ders}-ayrilma` });
  for (const a of k.ayrilma) {
    ayrilma.append(el('li', { 'data-sutun': a.sutun }, a.satir == null
      ? `${a.sutun}: hikâyeler aynı`
      : el('span', {}, `${a.sutun}: ${a.satir}. satırda ayrılır`, el('br'),
        'birinci: ', el('code', {}, a.birinci), el('br'), 'ikinci: ', el('code', {}, a.ikinci))));
  }
  ikinci.append(el('h4', {}, 'İkinci arıza sırası: ', el('code', {}, k.ariza || 'yok')),
    el('p', { sinif: 'panel-not' }, 'Mor çerçeveli hücrelerde iki arıza sırası ayrılır; yeşil çerçeve, her sütunda iki hikâyenin ayrıldığı noktadır. Farklı sayılar ve kararlar yukarıdaki metnin "farklar" bölümündedir.'),
    cizim, el('h4', {}, 'Hikâyelerin ayrıldığı ilk satır'), ayrilma);
}
