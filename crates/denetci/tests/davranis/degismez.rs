//! The invariants over the small grid: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use deneme::degismezler_bulgular_disinda_tutar;
use denetci::{Denetci, Secenek, kosum};
use ders::anlatim;

/// Finding 2 (docs/bulgular.md): with a threshold of one try, a hanging job is compensated
/// instead of retried, and its re-drive counts as a wasted execution that never happens.
fn esik_bir() -> Secenek {
    Secenek { denetci: true, tarama: 1, kira: 1, deneme_siniri: 1, tur: 10, ariza: None }
}

#[test]
fn kucuk_izgarada_bulgular_disinda_hepsi_tutar() {
    let kume = degismezler_bulgular_disinda_tutar::<Denetci>(&[(
        "asili_is_telafi_edilmez",
        esik_bir(),
        "8 iş tamamlandı (beklenen 11), 4 iş telafi edildi",
    )]);
    assert_eq!(kume, 8_200);
}

#[test]
fn esik_birde_asili_is_telafi_edilir() {
    let o = kosum(&esik_bir()).unwrap();
    // three hanging jobs and the failing one: four compensated, three re-drives "wasted"
    assert_eq!((o.telafi_edilen_is, o.bosa_yurutulen, o.tamamlanan), (4, 3, 8));
    let satirlar = anlatim::<Denetci>(&esik_bir()).unwrap();
    assert!(satirlar[1].ends_with("S5 eşiği aştı: 0 adımı TELAFİ edildi"), "{}", satirlar[1]);
}
