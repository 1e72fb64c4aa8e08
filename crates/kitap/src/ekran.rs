//! Screenshots of the site for readers (`docs/ekran/`): each lesson page with its panel, in the
//! scenarios the lesson declares ([`crate::sina_plani::EkranPlani`]), at a laptop's width or a
//! phone's, taken by the book's one browser driver.

use crate::sina_plani;
use crate::sunucu::sun;
use crate::surucu::{self, Ortak};
use crate::{Hata, kok, tarayici};
use serde::Serialize;
use std::path::Path;

/// One screenshot the driver takes.
#[derive(Serialize)]
struct Ekran {
    ders: &'static str,
    dosya: String,
    parca: &'static str,
    genislik: u32,
    yukseklik: u32,
}

#[derive(Serialize)]
struct Plan<'a> {
    #[serde(flatten)]
    ortak: Ortak<'a>,
    ekran: Vec<Ekran>,
}

#[derive(serde::Deserialize)]
struct Rapor {
    ekran: Vec<String>,
}

/// Every lesson's screenshots, from the lessons' list: (lesson, file name, fragment, size).
pub fn ekranlar() -> Vec<(&'static str, String, &'static str, (u32, u32))> {
    dersler::DERSLER
        .iter()
        .flat_map(|d| {
            sina_plani::plani(*d)
                .ekranlar
                .iter()
                .map(|e| (d.ad(), e.dosya(d.ad()), e.parca.as_str(), (e.genislik, e.yukseklik)))
        })
        .collect()
}

/// Takes every screenshot of the site in `site` into `docs/ekran/`.
pub fn ekran(site: &Path) -> Result<Vec<String>, Hata> {
    let tarayici = tarayici::bul().ok_or_else(|| Hata("chromium bulunamadı".into()))?;
    let adres = sun(site.to_path_buf(), "127.0.0.1:0")?.to_string();
    let klasor = kok().join("docs").join("ekran");
    std::fs::create_dir_all(&klasor).map_err(|e| Hata(format!("{}: {e}", klasor.display())))?;
    let ekran = ekranlar()
        .into_iter()
        .map(|(ders, ad, parca, (genislik, yukseklik))| {
            let dosya = klasor.join(&ad);
            let _ = std::fs::remove_file(&dosya);
            Ekran { ders, dosya: dosya.display().to_string(), parca, genislik, yukseklik }
        })
        .collect();
    let plan = Plan { ortak: Ortak { adres: &adres, tarayici: &tarayici, kitap: site }, ekran };
    let r: Rapor = surucu::calistir(&plan)?;
    Ok(r.ekran
        .iter()
        .map(|y| Path::new(y).strip_prefix(kok()).map_or(y.clone(), |g| g.display().to_string()))
        .collect())
}
