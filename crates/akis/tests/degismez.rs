//! The invariants over every option set: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use akis::degismez::{DEGISMEZLER, TAM, anlat, kos, kume};
use akis::{Kip, Secenek, Servis};
use k01::kesif::tara;

#[test]
fn bulgu_disinda_hepsi_tutar() {
    let t = tara(&TAM, kume, kos, &DEGISMEZLER, 1);
    assert_eq!(t.kume, 10);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} hic denenmedi", s.ad);
        let beklenen = (s.ad == "hata_izi_kosumlarda_ayni")
            .then_some(Secenek { kip: Kip::Koreografi, eksik_abone: Some(Servis::Ucretlendirme) });
        assert_eq!(s.karsi_ornek.as_ref().map(|(k, _)| k.clone()), beklenen, "{}", s.ad);
    }
}

/// Finding 3 (docs/bulgular.md): with a missing subscription the middle column's trace says
/// "acik kalan 1", while olc prints orchestration's trace under "uc kosumda da ayni".
#[test]
fn eksik_abonede_hata_izi_farkli() {
    let s = Secenek { kip: Kip::Koreografi, eksik_abone: Some(Servis::Ucretlendirme) };
    assert_eq!(kos(&s).iz[0], "S3: fatura adiminda durdu, kesinlesmis adim 2, acik kalan 1");
    assert!(anlat(&s)[2].ends_with("durdu, acik kalan 1, 5 ileti"));
}
