//! The invariants over the small grid: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use denetci::Secenek;
use denetci::degismez::{DEGISMEZLER, KUCUK, anlat, kos, kume};
use k01::kesif::tara;

/// Finding 2 (docs/bulgular.md): with a threshold of one try, a hanging job is compensated
/// instead of retried, and its re-drive counts as a wasted execution that never happens.
fn esik_bir() -> Secenek {
    Secenek { denetci: true, tarama: 1, kira: 1, deneme_siniri: 1, tur: 10 }
}

#[test]
fn kucuk_izgarada_bulgular_disinda_hepsi_tutar() {
    let t = tara(&KUCUK, kume, kos, &DEGISMEZLER, 2);
    assert_eq!(t.kume, 8_200);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} hic denenmedi", s.ad);
        let beklenen = match s.ad {
            "asili_is_telafi_edilmez" => {
                Some((esik_bir(), "8 is tamamlandi (beklenen 11), 4 is telafi edildi"))
            }
            _ => None,
        };
        let bulunan = s.karsi_ornek.as_ref().map(|(k, neden)| (k.clone(), neden.as_str()));
        assert_eq!(bulunan, beklenen, "{}", s.ad);
    }
}

#[test]
fn esik_birde_asili_is_telafi_edilir() {
    let o = kos(&esik_bir());
    // three hanging jobs and the failing one: four compensated, three re-drives "wasted"
    assert_eq!((o.telafi_edilen_is, o.bosa_yurutulen, o.tamamlanan), (4, 3, 8));
    let satirlar = anlat(&esik_bir());
    assert!(satirlar[1].ends_with("S5 esigi asti: 0 adimi TELAFI edildi"), "{}", satirlar[1]);
}
