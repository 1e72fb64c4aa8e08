//! Screenshots of the site for readers (`docs/ekran/`): each lesson page with its panel, in the
//! lesson's scenario and in a changed one, at a laptop's width and at a phone's.

use crate::sunucu::sun;
use crate::{Hata, kok, tarayici};
use std::path::Path;

/// Each screenshot: file name under `docs/ekran/`, page and fragment, width x height.
pub const EKRANLAR: [(&str, &str, (u32, u32)); 7] = [
    ("kitap-lider.png", "lider.html", (1280, 2000)),
    ("kitap-lider-kira5-duraklama2.png", "lider.html#kira=5&duraklama=2", (1280, 2000)),
    ("kitap-lider-telefon.png", "lider.html#kira=5&duraklama=2", (390, 2600)),
    ("kitap-denetci.png", "denetci.html", (1280, 2000)),
    ("kitap-denetci-kira4.png", "denetci.html#kira=4&tarama=3", (1280, 2000)),
    ("kitap-akis.png", "akis.html", (1280, 2000)),
    ("kitap-akis-orkestrasyon-hesap.png", "akis.html#program=hesap&kk2=0.01,0.05", (1280, 2000)),
];

/// Takes every screenshot of [`EKRANLAR`] of the site in `site` into `docs/ekran/`.
pub fn ekran(site: &Path) -> Result<Vec<String>, Hata> {
    let tarayici = tarayici::bul().ok_or_else(|| Hata("chromium bulunamadı".into()))?;
    let adres = sun(site.to_path_buf(), "127.0.0.1:0", None)?;
    let klasor = kok().join("docs").join("ekran");
    std::fs::create_dir_all(&klasor).map_err(|e| Hata(format!("{}: {e}", klasor.display())))?;
    let mut yazilan = Vec::new();
    for (ad, sayfa, boyut) in EKRANLAR {
        let (yol, parca) = sayfa.split_once('#').unwrap_or((sayfa, ""));
        let url = format!("http://{adres}/{yol}#{parca}");
        let dosya = klasor.join(ad);
        let _ = std::fs::remove_file(&dosya);
        tarayici::ekran(&tarayici, &url, boyut, &dosya)?;
        yazilan.push(format!("docs/ekran/{ad}"));
    }
    Ok(yazilan)
}
