// The exercises ("Tahmin et"): a guess checked against the program's answer, and the
// deciding line marked in the story.

// "Tahmin et": each exercise asks for a figure before the run shows it; the answer and the
// story line that decides it come from the program (program::alistirma), never the page. They
// are in the page's exercise section `yer`, solved as the book was built; the section says
// what to do.
function tahminEt(p, yer) {
  const { ders } = p;
  const liste = JSON.parse(yer.querySelector('.alistirma-verisi').textContent);
  const bolum = el('div', { sinif: 'panel-tahmin', id: `panel-${ders}-tahmin` });
  liste.forEach((a, i) => {
    const id = `panel-${ders}-tahmin-${i}`;
    const girdi = el('input', { type: 'text', inputmode: 'decimal', id, spellcheck: 'false',
      'aria-describedby': `${id}-senaryo ${id}-sonuc` });
    const dugme = el('button', { type: 'button', id: `${id}-kontrol` }, 'Kontrol et');
    const sonuc = el('div', { sinif: 'panel-tahmin-sonuc', id: `${id}-sonuc`, 'aria-live': 'polite' });
    dugme.addEventListener('click', () => {
      const yazilan = girdi.value.trim().replace(',', '.');
      if (yazilan === '' || !Number.isFinite(Number(yazilan))) {
        sonuc.dataset.sonuc = '';
        sonuc.textContent = 'Önce tahmininizi bir sayı olarak yazın.';
        return;
      }
      const dogru = Number(yazilan) === Number(a.cevap);
      sonuc.dataset.sonuc = dogru ? 'dogru' : 'yanlis';
      sonuc.textContent = dogru
        ? `Doğru: ${a.cevap}. `
        : `Yanlış: modelin cevabı ${a.cevap}, sizin tahmininiz ${girdi.value.trim()}. `;
      sonuc.append(a.aciklama, el('br'), `Kararı veren satırlar ("${a.sutun}" sütunu):`,
        el('ul', { sinif: 'alistirma-satirlari' }, ...a.satirlar.map((s) => el('li', {}, el('code', {}, s)))));
      // the panel runs the exercise's options, its story marks the deciding line; the verdict
      // stays where the reader is, with a button to that line
      let isaret = calistirVeIsaretle(p, a);
      if (isaret) {
        const git = el('button', { type: 'button', sinif: 'panel-hikayeye' }, 'Satırı hikâyede göster');
        git.addEventListener('click', () => {
          // the story was redrawn since (another exercise, another option): run it again
          if (!isaret.isConnected) isaret = calistirVeIsaretle(p, a);
          if (!isaret) return;
          isaret.scrollIntoView({ block: 'center' });
          isaret.focus({ preventScroll: true });
        });
        sonuc.append(git);
      }
      sonuc.scrollIntoView({ block: 'nearest' });
    });
    girdi.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { e.preventDefault(); dugme.click(); }
    });
    bolum.append(el('div', { sinif: 'panel-tahmin-soru' },
      el('p', { sinif: 'alistirma-senaryo', id: `${id}-senaryo` }, `${i + 1}. ${a.senaryo}`),
      el('label', { for: id }, a.soru),
      el('div', { sinif: 'panel-kaydir panel-komut' }, el('code', {}, a.komut)),
      el('p', {}, girdi, ' ', dugme), sonuc));
  });
  return bolum;
}

// the panel on exercise `a`'s options, its deciding line marked: the mark, or null
function calistirVeIsaretle(p, a) {
  history.replaceState(null, '', `${location.pathname}${location.search}${a.parca ? `#${a.parca}` : ''}`);
  parcadanKur(p);
  return vurgula(p, a);
}

// marks exercise `a`'s deciding line in the story (in its column's block), and on the
// timeline the cells of its round where the cells carry rounds (`data-tur`); the mark, or
// null if the story as shown does not hold the line
function vurgula(p, a) {
  const { ders, iz, resim } = p;
  const hikaye = iz.textContent;
  const blok = hikaye.indexOf(`${a.sutun}: `);
  // the column's block not on screen: its line is not either (another column's may match)
  if (blok < 0) return null;
  const i = hikaye.indexOf(a.satir, blok);
  if (i < 0) return null;
  const isaret = el('mark', { id: `panel-${ders}-vurgu`, tabindex: '-1' }, a.satir);
  iz.textContent = '';
  iz.append(hikaye.slice(0, i), isaret, hikaye.slice(i + a.satir.length));
  if (a.tur) {
    for (const r of resim.querySelectorAll(`[data-tur="${a.tur}"]`)) r.classList.add('panel-vurgu');
  }
  return isaret;
}
