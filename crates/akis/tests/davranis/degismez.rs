//! The invariants over every option set: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use akis::{Akis, Kip, Secenek, Servis, kosum};
use deneme::degismezler_bulgular_disinda_tutar;
use ders::anlatim;

#[test]
fn bulgu_disinda_hepsi_tutar() {
    let kume = degismezler_bulgular_disinda_tutar::<Akis>(&[(
        "hata_izi_kosumlarda_ayni",
        Secenek {
            kip: Kip::Koreografi,
            eksik_abone: Some(Servis::Ucretlendirme),
            ariza: None,
            dur: None,
        },
        "iz [\"S3: fatura adiminda durdu, kesinlesmis adim 2, acik kalan 1\", \"S7: indirim adiminda durdu, kesinlesmis adim 1, acik kalan 1\"], orkestrasyonda [\"S3: fatura adiminda durdu, kesinlesmis adim 2, acik kalan 0\", \"S7: indirim adiminda durdu, kesinlesmis adim 1, acik kalan 0\"]",
    )]);
    assert_eq!(kume, 10);
}

/// Finding 3 (docs/bulgular.md): with a missing subscription the middle column's trace says
/// `acik kalan 1`, while olc prints orchestration's trace under `uc kosumda da ayni`.
#[test]
fn eksik_abonede_hata_izi_farkli() {
    let s = Secenek {
        kip: Kip::Koreografi,
        eksik_abone: Some(Servis::Ucretlendirme),
        ariza: None,
        dur: None,
    };
    assert_eq!(
        akis::anlatim::hata_izi(&kosum(&s).unwrap().iz[0]).unwrap(),
        "S3: fatura adiminda durdu, kesinlesmis adim 2, acik kalan 1"
    );
    assert!(anlatim::<Akis>(&s).unwrap()[2].ends_with("durdu, açık kalan 1, 5 ileti"));
}
