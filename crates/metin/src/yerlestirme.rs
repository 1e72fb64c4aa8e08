//! The lesson's claims placed in its text: each claim module of the lesson's
//! `tests/iddialar.rs` folds to a section heading, and a broken claim is reported there.

use crate::girdi::MetinGirdisi;
use crate::okuma::{self, DersMetni};
use crate::rapor::*;
use std::path::{Path, PathBuf};

/// The workspace root (crates/metin sits two levels below it): where each lesson's claims live
/// (`crates/<ders>/tests/iddialar.rs`).
pub(crate) fn kok() -> PathBuf {
    let metin = Path::new(env!("CARGO_MANIFEST_DIR"));
    metin.ancestors().nth(2).expect("crates/metin is inside the workspace").to_path_buf()
}

/// The claim test module that belongs to a lesson's opening (before its first heading): its
/// claims are placed at the lesson's title. Every other module must fold to a heading.
pub const GIRIS_MODULU: &str = "model";

/// Maps each claim module of the lesson to its heading ([`GIRIS_MODULU`] to the title), and
/// places the broken claims. A module whose heading is not found (renamed?) is a missing block;
/// its claims are placed at the title.
pub(crate) fn bolumleri_yerlestir(
    m: &DersMetni,
    disari: &[(usize, usize)],
    g: &MetinGirdisi,
    s: &mut MetinSonucu,
) {
    let (baslik, basliklar) = m.basliklar(disari);
    let onek = format!("{} ", s.ders);
    let modul = |iddia: &str| {
        iddia.strip_prefix(&onek).and_then(|i| i.split_once("::")).map(|(m, _)| m.to_string())
    };
    let bolum = |modul: &str| -> Option<Bolum> {
        match basliklar.iter().find(|b| okuma::modul_adi(&b.metin) == modul) {
            Some(b) => Some(Bolum {
                ad: modul.into(),
                baslik: b.metin.clone(),
                satir: b.satir + 1,
                basliksiz: false,
                paragraf: None,
                cumle: None,
            }),
            None => baslik.as_ref().map(|b| Bolum {
                ad: modul.into(),
                baslik: b.metin.clone(),
                satir: b.satir + 1,
                basliksiz: true,
                paragraf: None,
                cumle: None,
            }),
        }
    };
    let mut moduller: Vec<String> = Vec::new();
    for i in g.iddialar.iter().filter_map(|i| modul(i)) {
        if !moduller.contains(&i) {
            moduller.push(i);
        }
    }
    for m in moduller.iter().filter(|m| m.as_str() != GIRIS_MODULU) {
        if !basliklar.iter().any(|b| okuma::modul_adi(&b.metin) == *m) {
            s.eksikler.push(format!(
                "iddia modülü `{m}` için bölüm başlığı bulunamadı (aranan: Türkçe harfleri ASCII'ye, \
                 küçük harfe, boşlukları `_`'ye çevrilince `{m}` olan bir başlık; başlık değiştiyse \
                 testin modülünün adını da değiştirin)"
            ));
        }
    }
    s.bolumler = moduller.iter().filter_map(|m| bolum(m)).collect();
    s.bolumler.sort_by_key(|b| b.satir);
    let testler = iddia_paragraflari(&s.ders);
    for b in g.bozuk {
        let Some(yer) = modul(b).and_then(|m| bolum(&m)) else { continue };
        let Some(yol) = b.strip_prefix(&onek) else { continue };
        let test = yol.rsplit("::").next().unwrap_or_default();
        let paragraf = testler.iter().find(|(t, _)| t == yol).map(|(_, n)| *n);
        let cumle = paragraf.and_then(|n| {
            let bolumun = bolum_paragraflari(m, disari, &basliklar, yer.satir - 1);
            bolumun.get(n.wrapping_sub(1)).map(|(_, p)| okuma::cumle(p, test))
        });
        if paragraf.is_some() && cumle.is_none() {
            s.eksikler.push(format!(
                "{b}: testin adlandırdığı paragraf ({}) «{}» bölümünde yok",
                paragraf.unwrap_or(0),
                yer.baslik
            ));
        }
        s.bozuk_iddialar.push(Bolum { ad: b.clone(), paragraf, cumle, ..yer });
    }
}

/// The prose paragraphs of the section whose heading is at line `baslik` (0-based): up to the
/// next heading; the title's section (the lesson's opening) up to the first heading.
pub(crate) fn bolum_paragraflari(
    m: &DersMetni,
    disari: &[(usize, usize)],
    basliklar: &[okuma::Baslik],
    baslik: usize,
) -> Vec<(usize, String)> {
    let son = basliklar.iter().map(|b| b.satir).find(|&b| b > baslik).unwrap_or(m.uzunluk());
    m.paragraflar(baslik + 1, son, disari, basliklar)
}

/// Each claim test of lesson `ders` with the paragraph of its section it names (`/// Paragraph
/// N.` above its `#[test]`), read from `crates/<ders>/tests/iddialar.rs`: (module::test, N).
pub fn iddia_paragraflari(ders: &str) -> Vec<(String, usize)> {
    let yol = kok().join(format!("crates/{ders}/tests/iddialar.rs"));
    let Ok(kaynak) = std::fs::read_to_string(yol) else { return Vec::new() };
    let mut sonuc = Vec::new();
    let (mut paragraf, mut modul) = (None, "");
    for satir in kaynak.lines().map(str::trim) {
        if let Some(m) = satir.strip_prefix("mod ").and_then(|r| r.strip_suffix(" {")) {
            modul = m;
        }
        if let Some(n) = satir.strip_prefix("/// Paragraph ").and_then(|r| r.strip_suffix('.')) {
            paragraf = n.parse().ok();
        } else if let Some(ad) = satir.strip_prefix("fn ").and_then(|r| r.split('(').next()) {
            if let Some(n) = paragraf.take() {
                sonuc.push((format!("{modul}::{ad}"), n));
            }
        }
    }
    sonuc
}
