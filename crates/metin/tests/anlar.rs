//! Each lesson's moments ([`ders::an`]) found in its text: every locator names exactly one
//! sentence (or clause) of the lesson text, in a section whose heading appears once, and that
//! sentence holds the locator's anchoring word. The texts are read from `../shared/seeds`: the
//! test names it in its ignore reason, so a plain `cargo test` lists it as ignored and `cargo
//! xtask test` runs it when the texts are there and names it when they are not.

use std::path::Path;

#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn her_anin_yeri_ders_metninde_tek_cumledir() {
    let klasor = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds");
    assert!(klasor.is_dir(), "../shared/seeds yok: bu test ders metinlerini ister");
    let metinler = metin::cumle::dersin_metinleri(&klasor);
    let mut bozuk = Vec::new();
    let mut sayi = 0;
    for d in dersler::DERSLER {
        let Some((_, m)) = metinler.iter().find(|(ad, _)| ad == d.ad()) else {
            bozuk.push(format!("{}: ders metni yok", d.ad()));
            continue;
        };
        for an in d.anlar() {
            sayi += 1;
            if let Err(e) = metin::cumle::bul(m, &an.yer) {
                bozuk.push(format!("{}: {e}", d.ad()));
            }
        }
        // two moments may share a sentence only clause by clause
        let mut yerler: Vec<_> =
            d.anlar().iter().map(|a| (a.yer.bolum, a.yer.cumle, a.yer.kisim)).collect();
        yerler.sort();
        let n = yerler.len();
        yerler.dedup();
        if yerler.len() != n {
            bozuk.push(format!("{}: iki an aynı cümleyi gösteriyor", d.ad()));
        }
    }
    assert!(sayi >= 8 * dersler::DERSLER.len(), "{sayi} an");
    assert!(bozuk.is_empty(), "{}", bozuk.join("\n"));
}

/// The word count each lesson keeps (`sayfa/ders.toml`'s `metin_kelimesi`, the most its page
/// may show) is its text's, as `wc -w` counts it.
#[test]
#[ignore = "gerekir: ../shared/seeds"]
fn derste_yazan_kelime_sayisi_metninki() {
    let klasor = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds");
    assert!(klasor.is_dir(), "../shared/seeds yok: bu test ders metinlerini ister");
    let kok = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (ders, m) in metin::cumle::dersin_metinleri(&klasor) {
        let kelime = m.icerik().split_whitespace().count();
        let bilgi = dersler::sayfa::bilgi(&kok, &ders).unwrap();
        assert_eq!(bilgi.metin_kelimesi, kelime, "{ders}: ders.toml'daki sayı metninkinden farklı");
    }
}
