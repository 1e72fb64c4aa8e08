//! The invariants over the small grid: each holds, or fails with the pinned smallest
//! counterexample recorded in docs/bulgular.md.

use k01::kesif::tara;
use lider::Secenek;
use lider::degismez::{DEGISMEZLER, KUCUK, anlat, kos, kume};

/// Finding 1 (docs/bulgular.md): two triggers waiting in the record start one batch.
fn birlesen_tetikler(citleme: bool) -> Secenek {
    Secenek { dugum: 2, kira: 8, yenileme: 1, duraklama: 7, citleme, kalici_tetik: true, tur: 13 }
}

#[test]
fn kucuk_izgarada_bulgular_disinda_hepsi_tutar() {
    let t = tara(&KUCUK, kume, kos, &DEGISMEZLER, 2);
    assert_eq!(t.kume, 69_984);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} hic denenmedi", s.ad);
        let beklenen = match s.ad {
            "citleme_ve_kalici_tetik_parti_kaybetmez" => {
                Some((birlesen_tetikler(true), "2 tetikten 1 baslatildi, 0 bekliyor, 0 kacti"))
            }
            "her_tetik_bir_kez_sayilir" => {
                Some((birlesen_tetikler(false), "2 tetik; baslatilan 1 + kacirilan 0 + bekleyen 0"))
            }
            _ => None,
        };
        let bulunan = s.karsi_ornek.as_ref().map(|(k, neden)| (k.clone(), neden.as_str()));
        assert_eq!(bulunan, beklenen, "{}", s.ad);
    }
}

#[test]
fn birlesen_tetiklerin_hikayesi() {
    let satirlar = anlat(&birlesen_tetikler(true));
    assert!(satirlar[5].ends_with("istek kayda dustu (1 bekliyor)"), "{}", satirlar[5]);
    assert!(satirlar[11].ends_with("istek kayda dustu (2 bekliyor)"), "{}", satirlar[11]);
    assert!(
        satirlar[12].contains("bekleyen 2 istek icin TEK parti baslatildi (1 tur gecikme)"),
        "{}",
        satirlar[12]
    );
}
