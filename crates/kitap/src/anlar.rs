//! The lesson's sentences the book shows with its moments (`ders::an`). The repository holds no
//! sentence of a lesson text: when the book is built beside the texts (`kitap --metinler
//! KLASOR`, which `cargo xtask kitap` passes where `../shared/seeds` is), each moment's sentence
//! is read through its locator (`metin::cumle`), and the page carries it as data for its
//! `Dersle birlikte` ([`veri_html`]) and in its list of moments in place of the locator
//! ([`listeye_koy`]). Without the texts, the page shows the locator.

use crate::Hata;
use ders::an::Yer;
use std::collections::BTreeMap;
use std::path::Path;

/// Each lesson's sentences (by lesson name), each by its moment's place ([`anahtar`]).
pub type Cumleler = BTreeMap<String, BTreeMap<String, String>>;

/// A moment's place as the page looks its sentence up: `bolum|cumle|kisim`.
pub fn anahtar(yer: &Yer) -> String {
    format!("{}|{}|{}", yer.bolum, yer.cumle, yer.kisim)
}

/// The sentence of every moment of every lesson, read from the lesson texts in `klasor`: a
/// lesson with moments and no text, or a locator that names no sentence, is an error.
pub fn oku(klasor: &Path) -> Result<Cumleler, Hata> {
    let metinler = metin::cumle::dersin_metinleri(klasor);
    let mut cumleler = Cumleler::new();
    for d in dersler::DERSLER.iter().filter(|d| !d.anlar().is_empty()) {
        let (_, m) = metinler.iter().find(|(ad, _)| ad == d.ad()).ok_or_else(|| {
            Hata(format!("{}: {} içinde dersin metni yok", d.ad(), klasor.display()))
        })?;
        let mut dersin = BTreeMap::new();
        for an in d.anlar() {
            let c = metin::cumle::bul(m, &an.yer).map_err(|e| Hata(format!("{}: {e}", d.ad())))?;
            dersin.insert(anahtar(&an.yer), c);
        }
        cumleler.insert(d.ad().to_string(), dersin);
    }
    Ok(cumleler)
}

/// The page's data for lesson `ders`: its sentences by place, as JSON in a script element (with
/// `<` written `\u003c`, so that no text closes it); an empty object without the texts.
pub fn veri_html(ders: &str, cumleler: &Cumleler) -> String {
    let json = serde_json::to_string(&cumleler.get(ders).cloned().unwrap_or_default())
        .unwrap_or_else(|_| "{}".into())
        .replace('<', "\\u003c");
    format!("<script type=\"application/json\" id=\"anlar-{ders}\">{json}</script>\n")
}

/// A lesson page's list of moments (`<!-- uret: anlar DERS -->`) with each locator that ends a
/// line followed by its sentence, where the book has it.
pub fn listeye_koy(d: &dyn dersler::DersKaydi, sayfa: &str, cumleler: &Cumleler) -> String {
    let Some(dersin) = cumleler.get(d.ad()) else {
        return sayfa.to_string();
    };
    let mut yeni = sayfa.to_string();
    for an in d.anlar() {
        if let Some(c) = dersin.get(&anahtar(&an.yer)) {
            let konum = format!("{}\n", an.yer.okunus());
            yeni = yeni.replace(&konum, &format!("{}\n  > {c}\n", an.yer.okunus()));
        }
    }
    yeni
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cumle_listede_yerinin_altina_konur() {
        let d = dersler::DERSLER[0];
        let an = d.anlar()[0];
        let mut c = Cumleler::new();
        c.insert(d.ad().into(), [(anahtar(&an.yer), "Bir cümle.".to_string())].into());
        let sayfa = format!("- **x** (`--y 1`): {}\n  - a\n", an.yer.okunus());
        let yeni = listeye_koy(d, &sayfa, &c);
        assert_eq!(
            yeni,
            format!("- **x** (`--y 1`): {}\n  > Bir cümle.\n  - a\n", an.yer.okunus())
        );
        assert!(veri_html(d.ad(), &c).contains("\"Bir cümle.\""));
        assert!(veri_html(d.ad(), &Cumleler::new()).contains(">{}</script>"));
    }
}
