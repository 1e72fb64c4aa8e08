//! Rules on the folders outside the source tree: cargo's target directory is asked of cargo,
//! and the folders beside the tree (`../shared`) are read through `xtask::kardes` alone.

use super::{goreli, kaynaklar};
use crate::cargo::kok;

/// Invariant: no tool assumes cargo's target directory is `target/` beside the workspace; each
/// asks cargo (`hedef::klasor`, which follows `CARGO_TARGET_DIR`), so that the test command
/// passes with the target directory elsewhere.
#[test]
fn hedef_klasoru_cargodan() {
    let varsayan = |satir: &str| {
        let kod = satir.split_once("//").map_or(satir, |(k, _)| k);
        ["join(\"target\")", "join(\"target/", "\"../../target"].iter().any(|k| kod.contains(k))
    };
    // these rules' own files name the patterns they look for
    let tidy = kok().join("xtask/src/tidy");
    let mut bozuk = Vec::new();
    for yol in kaynaklar().into_iter().filter(|y| !y.starts_with(&tidy)) {
        for (i, satir) in std::fs::read_to_string(&yol).unwrap_or_default().lines().enumerate() {
            if varsayan(satir) {
                bozuk.push(format!("{}:{}", goreli(&yol), i + 1));
            }
        }
    }
    assert!(
        bozuk.is_empty(),
        "target/ klasorunu varsayan satirlar (hedef::klasor kullanin): {bozuk:?}"
    );
    assert!(varsayan("let k = kok().join(\"target\").join(\"kitap\");"));
    assert!(!varsayan("// kok().join(\"target\")"));
}

/// The `#[test]` functions of a source and whether each names what it needs from outside the
/// tree in its ignore reason (`#[ignore = "gerekir: ..."]`).
fn testlerin_gerekceleri(metin: &str) -> Vec<(String, bool)> {
    let mut testler = Vec::new();
    let mut nitelikler: Vec<&str> = Vec::new();
    for satir in metin.lines().map(str::trim) {
        if satir.starts_with("#[") {
            nitelikler.push(satir);
        } else if let Some(ad) = satir.strip_prefix("fn ").and_then(|s| s.split('(').next()) {
            if nitelikler.contains(&"#[test]") {
                let gerekir = nitelikler
                    .iter()
                    .any(|n| n.starts_with(&format!("#[ignore = \"{}", crate::kardes::GEREKIR)));
                testler.push((ad.to_string(), gerekir));
            }
            nitelikler.clear();
        } else if !satir.starts_with("//") {
            nitelikler.clear();
        }
    }
    testler
}

/// Invariant: nothing reads the folders beside the tree (`../shared`) but through one place,
/// and no test passes for want of them. A source that names such a folder is `xtask::kardes`
/// (which decides what runs and reports what did not), a benchmark (which says what it did not
/// measure), or a test file whose every test names what it needs in its ignore reason, so that
/// a plain `cargo test` lists it as ignored and `cargo xtask test` names it when it cannot run.
/// xtask's own tests that reach the folders through `kardes` say so the same way.
#[test]
fn kardes_klasor_yalniz_buradan() {
    let mut bozuk = Vec::new();
    let kardes = kok().join("xtask/src/kardes.rs");
    for yol in kaynaklar() {
        let metin = std::fs::read_to_string(&yol).unwrap_or_default();
        // a path to the folders built in code (help texts may name them)
        let adlar = [
            "join(\"../shared",
            "join(\"../../../shared",
            "\"../shared/seeds\"",
            "\"../shared/reference\"",
        ]
        .iter()
        .any(|y| metin.lines().any(|s| !s.trim_start().starts_with("//") && s.contains(y)));
        let kardesten = metin.contains("Gereksinim::Yayimlanan.klasor()")
            || metin.contains("Gereksinim::Metinler.klasor()");
        let tezgah = yol.components().any(|c| c.as_os_str() == "benches");
        if yol == kardes || tezgah {
            continue;
        }
        let testler = testlerin_gerekceleri(&metin);
        let test_dosyasi = yol.components().any(|c| c.as_os_str() == "tests");
        if adlar && test_dosyasi {
            for (ad, gerekir) in &testler {
                if !gerekir {
                    bozuk.push(format!("{}: {ad} gerekçesiz", goreli(&yol)));
                }
            }
        } else if adlar {
            bozuk.push(format!("{}: ../shared'i kardes'ten geçmeden okuyor", goreli(&yol)));
        }
        if kardesten && !yol.starts_with(kok().join("xtask/src")) {
            bozuk.push(format!("{}: kardes xtask'e aittir", goreli(&yol)));
        }
    }
    // the rehearsals compare with outputs made from the tree, never with the sibling folder's
    for dosya in ["xtask/src/prova.rs", "xtask/src/ders_provasi.rs", "xtask/src/kopya.rs"] {
        let metin = std::fs::read_to_string(kok().join(dosya)).unwrap_or_default();
        if metin.contains("Gereksinim::Yayimlanan") || metin.contains("dogrula::yayimlanan") {
            bozuk.push(format!(
                "{dosya}: prova yayımlanan çıktıları ağaçtan yazar, ../shared'den okumaz"
            ));
        }
    }
    // xtask's own test that reaches the published outputs says what it needs
    let ana = std::fs::read_to_string(kok().join("xtask/src/main.rs")).unwrap_or_default();
    let yayimlanan = testlerin_gerekceleri(&ana);
    assert!(
        yayimlanan.iter().any(|(ad, g)| ad == "yayimlanan_ciktilarla_ayni" && *g),
        "xtask::yayimlanan_ciktilarla_ayni gerekçesini söylemeli: {yayimlanan:?}"
    );
    assert!(
        bozuk.is_empty(),
        "ağacın yanındaki klasörleri sessizce okuyanlar:\n{}",
        bozuk.join("\n")
    );
}

/// The rule above sees a test without its reason, and reads one with it.
#[test]
fn gerekcesiz_test_gorulur() {
    let kaynak = "#[test]\n#[ignore = \"gerekir: ../shared/seeds\"]\nfn a() {}\n\n#[test]\n/// b\nfn b() {}\nfn c() {}\n";
    assert_eq!(testlerin_gerekceleri(kaynak), [("a".to_string(), true), ("b".to_string(), false)]);
}
