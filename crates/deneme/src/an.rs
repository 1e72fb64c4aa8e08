//! The lesson's moments on its own run ([`program::an`]), found by their place in the lesson
//! text: what each lesson's `tests/anlar.rs` asserts the program's reading of a sentence on.

use ders::{Degerler, Programlar};
use program::an::AnAnlatimi;

/// The moments of lesson `D` on its own scenario, with the run's account of each. Every moment
/// the lesson lists is there: one whose stop the run lacks fails here.
pub fn anlar<D: Programlar>() -> Vec<AnAnlatimi> {
    let d = Degerler::varsayilan(D::SENARYO);
    let anlar = program::yuruyus::yuruyus::<D>(&d).expect("the lesson's own run").anlar;
    assert_eq!(anlar.len(), D::ANLAR.len(), "{}: a moment's stop is not in the run", D::AD);
    anlar
}

/// Lesson `D`'s moment whose sentence is the `cumle`-th of section `bolum` (its clause `kisim`,
/// 0 for the whole), on its own run.
pub fn an<D: Programlar>(bolum: &str, cumle: u32, kisim: u32) -> AnAnlatimi {
    anlar::<D>()
        .into_iter()
        .find(|a| a.yer.bolum == bolum && a.yer.cumle == cumle && a.yer.kisim == kisim)
        .unwrap_or_else(|| panic!("«{bolum}», {cumle}. cümle ({kisim}. kısım): böyle bir an yok"))
}

/// What each column of lesson `D`'s first table comes to on its own run, as its summary leads
/// (`olc --json`'s `bilanco`).
pub fn bilancolar<D: Programlar>() -> Vec<String> {
    let json = crate::cikti::<D>(ders::Program::Olc, &["--json"]);
    let j: serde_json::Value = serde_json::from_str(&json).expect("olc --json");
    let sutunlar = j["ozellikler"]["sutunlar"].as_array().expect("columns").iter();
    sutunlar.map(|s| s["bilanco"].as_str().expect("a balance").to_string()).collect()
}

/// A column's story line at a moment's stop.
pub fn an_satiri<'a>(a: &'a AnAnlatimi, sutun: &str) -> &'a str {
    let c = a.sutunlar.iter().find(|c| c.sutun == sutun);
    let c = c.unwrap_or_else(|| panic!("{}: '{sutun}' sütunu anılmıyor", a.konum));
    c.satir.as_deref().unwrap_or_else(|| panic!("{}: '{sutun}' sütununda satır yok", a.konum))
}

/// A figure a moment names, in a column: (at the stop, at the stop before).
pub fn an_rakami(a: &AnAnlatimi, olcu: &str, sutun: &str) -> (u32, Option<u32>) {
    let r = a.rakamlar.iter().find(|r| r.olcu == olcu && r.sutun == sutun);
    let r = r.unwrap_or_else(|| panic!("{}: '{sutun}' sütununda '{olcu}' anılmıyor", a.konum));
    (r.deger, r.onceki)
}

/// Each kind of change lesson `D` lists ([`ders::Duraklar::DEGISIMLER`]) is told in its story's
/// own words by `olc --iz` on one of `senaryolar` (argument lists): a kind whose words the story
/// no longer uses would never stop the walk's `Sonraki değişiklik`.
pub fn degisimler_hikayede<D: Programlar>(senaryolar: &[&[&str]]) {
    let hikayeler: Vec<String> = senaryolar
        .iter()
        .map(|a| crate::cikti::<D>(ders::Program::Olc, &[*a, &["--iz"]].concat()))
        .collect();
    assert!(!D::DEGISIMLER.is_empty(), "{}: değişim türü yok", D::AD);
    for t in D::DEGISIMLER {
        assert!(
            hikayeler.iter().any(|h| h.contains(t.isaret)),
            "{}: '{}' ({}) hiçbir hikâyede yok",
            D::AD,
            t.isaret,
            t.ad
        );
    }
}
