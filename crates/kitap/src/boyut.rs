//! `--sina`'s page lengths: each lesson page, once its panel has loaded, no longer than its
//! lesson. At 1280 pixels wide, its visible words (a closed disclosure's content not counted)
//! are at most the lesson text's (`sayfa/ders.toml`'s `metin_kelimesi`, kept in the repository
//! so that the check runs without the text), and the page is at most [`EN_YUKSEK`] pixels tall;
//! its height at a phone's 390 pixels is reported.

use serde::Deserialize;

/// The tallest a lesson page may be at 1280 pixels wide.
pub const EN_YUKSEK: u32 = 7000;

/// What the driver measured on one lesson page.
#[derive(Debug, Deserialize)]
pub struct SayfaBoyutu {
    ders: String,
    kelime: usize,
    yukseklik: u32,
    #[serde(rename = "darYukseklik")]
    dar_yukseklik: u32,
}

/// The lessons whose pages are measured: every lesson of the list.
pub fn plan() -> Vec<&'static str> {
    dersler::DERSLER.iter().map(|d| d.ad()).collect()
}

/// Each page's measures printed against its lesson's; the problems: a page measured for no
/// lesson or missing, more words than its lesson, taller than [`EN_YUKSEK`] at 1280 pixels.
pub fn yargila(boyutlar: &[SayfaBoyutu]) -> Vec<String> {
    let mut sorunlar = Vec::new();
    let adlar: Vec<&str> = boyutlar.iter().map(|b| b.ders.as_str()).collect();
    if adlar != plan() {
        sorunlar.push(format!("boyut: {adlar:?} ölçüldü, {:?} bekleniyordu", plan()));
    }
    for b in boyutlar {
        let metin = match dersler::sayfa::bilgi(&crate::kok(), &b.ders) {
            Ok(bilgi) => bilgi.metin_kelimesi,
            Err(e) => {
                sorunlar.push(format!("boyut: {e}"));
                continue;
            }
        };
        println!(
            "{}: sayfa {} görünür kelime (ders metni {metin}); yükseklik 1280 pikselde {} px \
             (en çok {EN_YUKSEK}), 390 pikselde {} px",
            b.ders, b.kelime, b.yukseklik, b.dar_yukseklik
        );
        if b.kelime > metin {
            sorunlar
                .push(format!("{}: sayfada {} kelime, ders metninde {metin}", b.ders, b.kelime));
        }
        if b.yukseklik > EN_YUKSEK {
            sorunlar.push(format!(
                "{}: sayfa 1280 pikselde {} px, en çok {EN_YUKSEK}",
                b.ders, b.yukseklik
            ));
        }
    }
    sorunlar
}
