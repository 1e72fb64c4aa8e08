//! The rule that the tools learn the lessons from the one lesson list: outside the lesson
//! crates, no code names a lesson.

use super::{betiklerle_kaynaklar, dersler, goreli};

/// The files outside the lesson crates whose code may name a lesson: the list itself, the K01
/// rehearsal, which edits lider's figures on purpose, the new-lesson rehearsal, which names the
/// lesson it adds (in its copy of the tree, a lesson of the list), and K01's figures, whose
/// provenance names the lessons that introduce and carry over an assumption by their titles,
/// as the lesson texts do (data for the help and the docs table, no switch on a lesson).
const DERS_ADI_ACIK: [&str; 4] = [
    "crates/dersler/src/lib.rs",
    "xtask/src/prova.rs",
    "xtask/src/ders_provasi.rs",
    "crates/k01/src/varsayim.rs",
];

/// Invariant: a tool learns the lessons only by expanding the one list (`dersler::her_ders!`):
/// outside the lesson crates, no code but the list names a lesson, as a word or a type, a
/// literal or a match arm, or keeps a field or flag per lesson. Comments and tests are left
/// out; so are the files of [`DERS_ADI_ACIK`].
#[test]
fn dersleri_yalniz_liste_adlandirir() {
    let adlar: Vec<String> = dersler::DERSLER
        .iter()
        .flat_map(|d| [d.ad().to_string(), d.tur_adi().rsplit("::").next().unwrap().to_string()])
        .collect();
    let kelime = |metin: &str, ad: &str| {
        metin.match_indices(ad).any(|(i, _)| {
            let harf = |c: char| c.is_alphanumeric() || c == '_';
            !metin[..i].chars().next_back().is_some_and(harf)
                && !metin[i + ad.len()..].chars().next().is_some_and(harf)
        })
    };
    let mut bozuk = Vec::new();
    for yol in betiklerle_kaynaklar() {
        let g = goreli(&yol);
        let ders_paketi = dersler().iter().any(|d| g.starts_with(&format!("crates/{d}/")));
        let test = g.contains("/tests/") || g.contains("/benches/");
        if ders_paketi || test || DERS_ADI_ACIK.contains(&g.as_str()) {
            continue;
        }
        let metin = std::fs::read_to_string(&yol).unwrap();
        let kod = metin.split("#[cfg(test)]\nmod tests").next().unwrap_or(&metin);
        for (i, satir) in kod.lines().enumerate() {
            let satir = satir.split_once("//").map_or(satir, |(k, _)| k);
            for ad in adlar.iter().filter(|ad| kelime(satir, ad)) {
                bozuk.push(format!("{g}:{}: {ad}: {}", i + 1, satir.trim()));
            }
        }
    }
    assert!(bozuk.is_empty(), "dersi listeden okumayan kod:\n{}", bozuk.join("\n"));
}
