//! Building the site into `target/kitap/`: the lesson crates compiled to WebAssembly for the
//! panel (bound to JavaScript by wasm-bindgen's own library, `wasm-bindgen-cli-support`, at the
//! version the panel's `wasm-bindgen` is pinned to), and docs/ rendered by mdBook as a library,
//! each lesson page given its panel and its links into the code rewritten to copies of the
//! files ([`crate::ders_sayfasi`]), mdBook's output patched ([`crate::yamalar`]) and its links
//! checked.

use crate::ders_sayfasi::{Hazirla, Paylasilan};
use crate::yamalar::{hizli_ilk_boyama, turkce_arama, turkce_arayuz};
use crate::{Hata, kok};
use mdbook_driver::MDBook;
use mdbook_driver::config::Config;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::str::FromStr;

/// Where the site is built: `kitap/` in cargo's target directory.
pub fn cikti() -> Result<PathBuf, Hata> {
    Ok(crate::hedef()?.join("kitap"))
}

fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

fn calistir(c: &mut Command, ne: &str) -> Result<(), Hata> {
    let durum = c.status().map_err(|e| Hata(format!("{ne}: {e}")))?;
    if durum.success() { Ok(()) } else { Err(Hata(format!("{ne} başarısız ({durum})"))) }
}

/// The rustup target the panel compiles for, added when missing.
fn wasm_hedefi() -> Result<(), Hata> {
    let kurulu = Command::new("rustup").args(["target", "list", "--installed"]).output();
    let var =
        kurulu.is_ok_and(|k| String::from_utf8_lossy(&k.stdout).contains("wasm32-unknown-unknown"));
    if !var {
        calistir(
            Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]),
            "rustup target add wasm32-unknown-unknown",
        )?;
    }
    Ok(())
}

/// The panel: the lesson crates as one WebAssembly module with its JavaScript glue, into
/// `hedef`. Built small (size before speed, one codegen unit, link-time optimisation) in its
/// own target folder, so the rest of the workspace's builds are untouched.
fn panel(hedef: &Path) -> Result<(), Hata> {
    wasm_hedefi()?;
    let klasor = crate::hedef()?.join("panel");
    calistir(
        cargo()
            .args(["build", "--quiet", "--release", "--package", "panel"])
            .args(["--target", "wasm32-unknown-unknown", "--target-dir"])
            .arg(&klasor)
            .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "s")
            .env("CARGO_PROFILE_RELEASE_LTO", "true")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "1")
            .current_dir(kok()),
        "cargo build -p panel (wasm32)",
    )?;
    let wasm = klasor.join("wasm32-unknown-unknown/release/panel.wasm");
    // a classic script (global `wasm_bindgen`): module scripts and module workers do not load
    // from a folder (`file://`); the same options as `wasm-bindgen --target no-modules
    // --no-typescript`
    let mut b = wasm_bindgen_cli_support::Bindgen::new();
    b.no_modules(true).map_err(|e| Hata(format!("wasm-bindgen: {e:#}")))?;
    b.input_path(&wasm).typescript(false).omit_default_module_path(false);
    b.generate(hedef).map_err(|e| Hata(format!("wasm-bindgen: {e:#}")))?;
    gom(hedef)
}

/// The WebAssembly inlined into a classic script (`panel/panel_gomulu.js`, base64), which the
/// page loads only when it is opened from a folder, where `fetch` cannot read the `.wasm`.
fn gom(hedef: &Path) -> Result<(), Hata> {
    use base64::Engine as _;
    let wasm = hedef.join("panel_bg.wasm");
    let baytlar = std::fs::read(&wasm).map_err(|e| Hata(format!("{}: {e}", wasm.display())))?;
    let metin = format!(
        "window.PANEL_WASM = '{}';\n",
        base64::engine::general_purpose::STANDARD.encode(baytlar)
    );
    let yol = hedef.join("panel_gomulu.js");
    std::fs::write(&yol, metin).map_err(|e| Hata(format!("{}: {e}", yol.display())))
}

/// The book's settings: Turkish, docs/ as its source, the panel's script and style.
fn ayarlar() -> Result<Config, Hata> {
    let toml = format!(
        r#"
[book]
title = "Sistem tasarımı dersleri: modelleriyle birlikte"
language = "tr"
src = "{}"

[build]
build-dir = "{}"
create-missing = false

[output.html]
additional-js = ["kitap/kitap.js"]
additional-css = ["kitap/kitap.css"]
no-section-label = false
"#,
        kok().join("docs").display(),
        cikti()?.display()
    );
    Config::from_str(&toml).map_err(|e| Hata(format!("kitap ayarları: {e}")))
}

/// Builds the whole site into the folder `cikti`; without `panelli`, its pages keep their static
/// tables and panel marks but the panel's WebAssembly is not built (what a rehearsal of a new
/// lesson checks, without a browser).
pub fn insa(panelli: bool, cumleler: &crate::anlar::Cumleler) -> Result<PathBuf, Hata> {
    let gecici = crate::hedef()?.join("kitap-panel");
    let _ = std::fs::remove_dir_all(&gecici);
    std::fs::create_dir_all(&gecici).map_err(|e| Hata(format!("{}: {e}", gecici.display())))?;
    if panelli {
        panel(&gecici)?;
    }
    // mdBook reads the panel's script and style from its root: a staging folder
    let sahne = crate::hedef()?.join("kitap-kok");
    let varlik = Path::new(env!("CARGO_MANIFEST_DIR")).join("varlik");
    std::fs::create_dir_all(sahne.join("kitap"))
        .map_err(|e| Hata(format!("{}: {e}", sahne.display())))?;
    let hedef = sahne.join("kitap").join("kitap.js");
    std::fs::write(&hedef, crate::betik::betik(&varlik)?)
        .map_err(|e| Hata(format!("{}: {e}", hedef.display())))?;
    std::fs::copy(varlik.join("kitap.css"), sahne.join("kitap").join("kitap.css"))
        .map_err(|e| Hata(format!("kitap.css: {e}")))?;
    let mut kitap =
        MDBook::load_with_config(&sahne, ayarlar()?).map_err(|e| Hata(format!("mdBook: {e:#}")))?;
    let hazirla =
        std::sync::Arc::new(Hazirla { kaynaklar: Default::default(), cumleler: cumleler.clone() });
    kitap.with_preprocessor(Paylasilan(std::sync::Arc::clone(&hazirla)));
    kitap.build().map_err(|e| Hata(format!("mdBook: {e:#}")))?;
    let cikti = cikti()?;
    // after mdBook, which empties its folder: the panel, its Web Worker, the code's copies
    kopyala_klasor(&gecici, &cikti.join("panel"))?;
    // the Web Worker that checks every timing (loaded by kitap.js)
    std::fs::copy(varlik.join("isci.js"), cikti.join("kitap").join("isci.js"))
        .map_err(|e| Hata(format!("isci.js: {e}")))?;
    let mut kaynaklar = hazirla.kaynaklar.lock().expect("not poisoned").clone();
    kaynaklar.sort();
    kaynaklar.dedup();
    for dosya in kaynaklar {
        let hedef = cikti.join("kaynak").join(&dosya);
        if let Some(ust) = hedef.parent() {
            std::fs::create_dir_all(ust).map_err(|e| Hata(format!("{}: {e}", ust.display())))?;
        }
        std::fs::copy(kok().join(&dosya), &hedef).map_err(|e| Hata(format!("{dosya}: {e}")))?;
    }
    turkce_arama(&cikti)?;
    turkce_arayuz(&cikti)?;
    hizli_ilk_boyama(&cikti)?;
    let kirik = kirik_baglantilar(&cikti)?;
    if !kirik.is_empty() {
        return Err(Hata(format!("kitapta bir yere varmayan bağlantılar: {}", kirik.join(", "))));
    }
    Ok(cikti)
}

/// Every relative link (`href`, `src`) of the site's pages that names no file of the site, as
/// `page -> link`.
fn kirik_baglantilar(site: &Path) -> Result<Vec<String>, Hata> {
    let mut kirik = Vec::new();
    let oku = |y: &Path| std::fs::read_dir(y).map_err(|e| Hata(format!("{}: {e}", y.display())));
    for g in oku(site)? {
        let sayfa = g.map_err(|e| Hata(e.to_string()))?.path();
        if sayfa.extension().is_none_or(|e| e != "html") {
            continue;
        }
        let html = std::fs::read_to_string(&sayfa).map_err(|e| Hata(e.to_string()))?;
        let nitelik = |ad: &'static str| html.split(ad).skip(1);
        for parca in nitelik(" href=\"").chain(nitelik(" src=\"")) {
            let hedef = parca.split('"').next().unwrap_or("");
            let yol = hedef.split(['#', '?']).next().unwrap_or("");
            let dis =
                hedef.contains("://") || hedef.starts_with("mailto:") || hedef.starts_with("data:");
            if dis || yol.is_empty() || yol.contains('{') {
                continue;
            }
            if !site.join(yol).exists() {
                let ad =
                    sayfa.file_name().map(|a| a.to_string_lossy().into_owned()).unwrap_or_default();
                kirik.push(format!("{ad} -> {hedef}"));
            }
        }
    }
    kirik.sort();
    kirik.dedup();
    Ok(kirik)
}

fn kopyala_klasor(kaynak: &Path, hedef: &Path) -> Result<(), Hata> {
    std::fs::create_dir_all(hedef).map_err(|e| Hata(format!("{}: {e}", hedef.display())))?;
    for g in std::fs::read_dir(kaynak).map_err(|e| Hata(format!("{}: {e}", kaynak.display())))? {
        let g = g.map_err(|e| Hata(e.to_string()))?;
        std::fs::copy(g.path(), hedef.join(g.file_name()))
            .map_err(|e| Hata(format!("{}: {e}", g.path().display())))?;
    }
    Ok(())
}

/// The gzip-compressed size of the panel's WebAssembly, in bytes (`gzip -9`).
pub fn wasm_boyutu() -> Result<u64, Hata> {
    let wasm = cikti()?.join("panel").join("panel_bg.wasm");
    let c = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(&wasm)
        .output()
        .map_err(|e| Hata(format!("gzip: {e}")))?;
    Ok(c.stdout.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ayarlar_turkce_ve_docs_kaynakli() {
        let a = ayarlar().unwrap();
        assert_eq!(a.book.language.as_deref(), Some("tr"));
        assert_eq!(a.book.src, kok().join("docs"));
    }
}
