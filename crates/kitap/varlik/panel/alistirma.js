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
      // the panel runs the exercise's options, and says so; its story marks the deciding
      // lines; the verdict stays where the reader is, with a button to those lines and, from
      // them, one back
      let isaret = calistirVeIsaretle(p, a);
      sonuc.append(el('p', { sinif: 'panel-not panel-yuklendi' }, 'Panel bu alıştırmanın seçenekleriyle yeniden koşturuldu: ',
        el('code', {}, a.komut), '.'));
      if (isaret) {
        const git = el('button', { type: 'button', sinif: 'panel-hikayeye' },
          a.satirlar.length > 1 ? 'Satırları hikâyede göster' : 'Satırı hikâyede göster');
        git.addEventListener('click', () => {
          // the story was redrawn since (another exercise, another option): run it again
          if (!isaret.isConnected) isaret = calistirVeIsaretle(p, a);
          if (!isaret) return;
          donusuKur(p, dugme, girdi);
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

// marks exercise `a`'s deciding lines in the story (in its column's block: the line that
// decides, focused, and each other line it shows, found by its point), and on the timeline the
// cells of its round where the cells carry rounds (`data-tur`); the mark, or null if the story
// as shown does not hold the line
function vurgula(p, a) {
  const { ders, iz, resim } = p;
  const hikaye = iz.textContent;
  const blok = hikaye.indexOf(`${a.sutun}: `);
  // the column's block not on screen: its line is not either (another column's may match)
  if (blok < 0) return null;
  const i = hikaye.indexOf(a.satir, blok);
  if (i < 0) return null;
  // where `aranan` is next from `bas`, or the story's end
  const sonraki = (aranan, bas) => {
    const k = hikaye.indexOf(aranan, bas);
    return k < 0 ? hikaye.length : k;
  };
  const blokSonu = sonraki('\n\n', blok);
  // the other deciding lines: whole lines of the block that begin with a shown line's point
  const yerler = [[i, a.satir, true]];
  for (const s of a.satirlar) {
    const bas = `${s.split(': ')[0]}: `;
    let j = hikaye.indexOf(`\n  ${bas}`, blok);
    if (j < 0 || j > blokSonu) continue;
    j += 3;
    const son = sonraki('\n', j);
    if (!yerler.some(([k]) => k === j) && !(j <= i && i < son)) yerler.push([j, hikaye.slice(j, son), false]);
  }
  yerler.sort((x, y) => x[0] - y[0]);
  // the story is folded until asked for: a line marked in it opens it
  iz.closest('details').open = true;
  iz.textContent = '';
  let isaret = null;
  let kalan = 0;
  for (const [k, satir, karar] of yerler) {
    const m = karar
      ? el('mark', { id: `panel-${ders}-vurgu`, tabindex: '-1' }, satir)
      : el('mark', { sinif: 'panel-vurgu-satir' }, satir);
    if (karar) isaret = m;
    iz.append(hikaye.slice(kalan, k), m);
    kalan = k + satir.length;
  }
  iz.append(hikaye.slice(kalan));
  if (a.tur) {
    for (const r of resim.querySelectorAll(`[data-tur="${a.tur}"]`)) r.classList.add('panel-vurgu');
  }
  return isaret;
}

// the way back from the marked lines to the exercise: a button at the story's head, which
// brings the exercise into view and its answer's field into focus, and goes
function donusuKur(p, dugme, girdi) {
  const kutu = p.iz.closest('details');
  const eski = kutu.querySelector('.panel-donus');
  if (eski) eski.remove();
  const don = el('button', { type: 'button', sinif: 'panel-donus' }, '↩ Alıştırmaya dön');
  don.addEventListener('click', () => {
    dugme.scrollIntoView({ block: 'center' });
    girdi.focus({ preventScroll: true });
    don.remove();
  });
  kutu.querySelector('summary').after(don);
}
