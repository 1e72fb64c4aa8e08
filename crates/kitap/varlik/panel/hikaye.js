// The story (--iz): the run's story shown a screenful at a time, and a claim's line in it
// marked and focused.

// the story: a run brings its first screen and its length; each press of the button asks
// the program for a screenful more (the same run again), so that a story of tens of
// thousands of lines costs a keystroke only its first screen
function izGoster(p, ilk, satir, parca) {
  const { wasm, ders, iz, daha, genel } = p;
  const program = p.durum.program;
  let hata = null;
  const goster = (metin) => {
    const kac = metin === '' ? 0 : metin.replace(/\n$/, '').split('\n').length;
    iz.textContent = metin.replace(/\n$/, '');
    daha.textContent = `devamını göster (${satir - kac} satır daha)`;
    // the button goes at the story's end: the keyboard's focus goes on to the story
    if (kac >= satir && document.activeElement === daha) iz.focus();
    daha.hidden = kac >= satir;
    daha.onclick = () => {
      let devami;
      try {
        devami = wasm.hikaye(ders, program, parca, kac);
      } catch (e) {
        hata = String(e && e.message ? e.message : e);
        genel.textContent = hata;
        return;
      }
      if (hata !== null && genel.textContent === hata) genel.textContent = '';
      goster(devami);
    };
  };
  goster(ilk);
}

// the claim's line in the story: its column's block, the line marked with » and its name
function hikayedeGoster(p, sutun, oz) {
  const { ders, iz } = p;
  const hikaye = iz.textContent;
  const blok = hikaye.indexOf(`${sutun}: `);
  if (blok < 0) return;
  const aranan = `» ${oz.nokta.ad}: ${oz.anlam} — `;
  const blokSonu = hikaye.indexOf('\n\n', blok);
  const i = hikaye.indexOf(aranan, blok);
  if (i < 0 || (blokSonu >= 0 && i > blokSonu)) return;
  const son = hikaye.indexOf('\n', i);
  const satir = hikaye.slice(i, son < 0 ? undefined : son);
  const isaret = el('mark', { id: `panel-${ders}-vurgu`, tabindex: '-1' }, satir);
  // the story is folded until asked for: a line marked in it opens it
  iz.closest('details').open = true;
  iz.textContent = '';
  iz.append(hikaye.slice(0, i), isaret, hikaye.slice(i + satir.length));
  isaret.scrollIntoView({ block: 'center' });
  isaret.focus({ preventScroll: true });
}
