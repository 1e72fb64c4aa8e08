//! The invariants over the small grid: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use deneme::degismezler_bulgular_disinda_tutar;
use ders::anlatim;
use lider::{Lider, Secenek};

/// Finding 1 (docs/bulgular.md): two triggers waiting in the record start one batch.
fn birlesen_tetikler(citleme: bool) -> Secenek {
    Secenek {
        dugum: 2,
        kira: 8,
        yenileme: 1,
        duraklama: 7,
        citleme,
        kalici_tetik: true,
        tur: 13,
        ariza: None,
    }
}

#[test]
fn kucuk_izgarada_bulgular_disinda_hepsi_tutar() {
    let kume = degismezler_bulgular_disinda_tutar::<Lider>(&[
        (
            "citleme_ve_kalici_tetik_parti_kaybetmez",
            birlesen_tetikler(true),
            "2 tetikten 1 başlatıldı, 0 bekliyor, 0 kaçtı",
        ),
        (
            "her_tetik_bir_kez_sayilir",
            birlesen_tetikler(false),
            "2 tetik; başlatılan 1 + kaçırılan 0 + bekleyen 0",
        ),
    ]);
    assert_eq!(kume, 69_984);
}

#[test]
fn birlesen_tetiklerin_hikayesi() {
    let satirlar = anlatim::<Lider>(&birlesen_tetikler(true)).unwrap();
    for (i, parca) in [
        (5, "istek kayda düştü (1 bekliyor)"),
        (11, "istek kayda düştü (2 bekliyor)"),
        (12, "bekleyen 2 istek için TEK parti başlatıldı (1 tur gecikme)"),
    ] {
        assert!(satirlar[i].contains(parca), "{parca:?} yok: {}", satirlar[i]);
    }
}
