//! Building the site into `target/kitap/`: the lesson crates compiled to WebAssembly for the
//! panel (bound to JavaScript by wasm-bindgen's own library, `wasm-bindgen-cli-support`, at the
//! version the panel's `wasm-bindgen` is pinned to), and docs/ rendered by mdBook as a library,
//! each lesson page given its panel and its links into the code rewritten to copies of the
//! files.

use crate::{Hata, kok};
use mdbook_driver::MDBook;
use mdbook_driver::book::{Book, BookItem};
use mdbook_driver::config::Config;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
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

/// Gives each lesson page its panel and points links into the code at copies of the files.
struct Hazirla {
    /// The files the pages link to, relative to the workspace.
    kaynaklar: std::sync::Mutex<Vec<String>>,
    /// The lesson's sentences, where the book is built beside the texts.
    cumleler: crate::anlar::Cumleler,
}

/// The line of a lesson page that marks where its panel goes.
pub const PANEL_ISARETI: &str = "<!-- panel -->\n";

/// The line of a lesson page that marks where its exercises go.
pub const ALISTIRMA_ISARETI: &str = "<!-- alistirmalar -->\n";

/// Text for one HTML block of Markdown: escaped, and with no blank line inside (line breaks
/// as `&#10;`).
fn kacis(m: &str) -> String {
    m.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('\n', "&#10;")
}

/// Where a lesson page's panel goes: a box the page's script fills in. Until it does (and
/// without JavaScript, and on the print page) the box holds what `olc` prints for the lesson's
/// own options, its tables, its timeline and its story (`--iz`), the same text as the command
/// line; the page's own copies of these ([`panelin_gosterdikleri`]) are left out of the book.
fn panel_html(d: &dyn dersler::DersKaydi, cumleler: &crate::anlar::Cumleler) -> String {
    let ders = d.ad();
    let tablolar = d.calistir(ders::Program::Olc, &[]).cikti;
    let resim = d.calistir(ders::Program::Olc, &["--svg", "-"]).cikti;
    let hikaye = d.calistir(ders::Program::Olc, &["--iz"]).cikti;
    let resim: Vec<&str> = resim.lines().filter(|s| !s.trim().is_empty()).collect();
    format!(
        "<div class=\"ders-paneli\" id=\"panel-{ders}\" data-ders=\"{ders}\">\
         <div class=\"panel-duragan\">\
         <p class=\"panel-aciklama\">Dersin kendi seçenekleriyle <code>cargo run -p {ders} --bin \
         olc</code> çıktısı. Panel (seçenekleri değiştirmek, tıklanır zaman çizelgesi) \
         JavaScript ister.</p>\
         <pre class=\"panel-metin\" tabindex=\"0\" aria-label=\"Tablolar\">{}</pre>\
         <div class=\"panel-resim\" tabindex=\"0\" aria-label=\"Zaman çizelgesi\">{}</div>\
         <p class=\"panel-aciklama\">Hikâye (<code>olc --iz</code>):</p>\
         <pre class=\"panel-iz\" tabindex=\"0\" aria-label=\"Hikâye (--iz)\">{}</pre></div></div>\n\
         <pre id=\"kitap-konsol\"></pre>\n{}\n",
        kacis(&tablolar),
        resim.join("\n"),
        kacis(hikaye.trim_end()),
        crate::anlar::veri_html(ders, cumleler)
    )
}

/// A lesson page's exercises as HTML, each answer and its explanation behind a disclosure
/// (open in print): what the page shows without JavaScript and on paper. The panel's script
/// puts its checked exercises in front and hides this list on screen; it reads them, solved
/// by the program as the book is built, from the section's JSON ([`alistirma_verisi`]).
fn alistirma_html(d: &dyn dersler::DersKaydi) -> String {
    let ders = d.ad();
    let cozumler: Vec<_> = d.alistirmalar().into_iter().flatten().collect();
    let mut m = format!(
        "<section class=\"ders-alistirmalari\" id=\"alistirma-{ders}\" data-ders=\"{ders}\">\
         <script type=\"application/json\" class=\"alistirma-verisi\">{}</script>\
         <ol class=\"alistirma-listesi\">",
        alistirma_verisi(&cozumler)
    );
    for c in &cozumler {
        let satirlar: String =
            c.satirlar.iter().map(|s| format!("<li><code>{}</code></li>", kacis(s))).collect();
        m += &format!(
            "<li><p class=\"alistirma-senaryo\">{}</p><p>{}</p><p class=\"panel-komut\">\
             <code>{}</code></p><details><summary>Cevap ve açıklama</summary><p><strong>Cevap: \
             {}.</strong> {}</p><p>Kararı veren satırlar (\"{}\" sütunu):</p>\
             <ul class=\"alistirma-satirlari\">{satirlar}</ul></details></li>",
            kacis(&c.senaryo),
            kacis(&c.soru),
            kacis(&c.komut),
            kacis(&c.cevap),
            kacis(&c.aciklama),
            kacis(&c.sutun),
        );
    }
    m + "</ol></section>\n\n"
}

/// Solved exercises as the panel's script reads them: a list of
/// [`program::alistirma::Cozum`] in JSON, with `<` written `\u003c` so that no text closes the
/// script element that holds it.
fn alistirma_verisi(cozumler: &[program::alistirma::Cozum]) -> String {
    serde_json::to_string(cozumler).unwrap_or_else(|_| "[]".into()).replace('<', "\\u003c")
}

/// What a lesson page shows that its panel shows too, left out of the built page: the
/// generated blocks of `olc`'s tables and of its story, and the picture of its timeline (the
/// one under `docs/img/` that is what `olc --svg` draws).
fn panelin_gosterdikleri(d: &dyn dersler::DersKaydi, metin: &str) -> String {
    let ders = d.ad();
    let bloklar = [
        format!("<!-- uret: cargo run -q -p {ders} --bin olc -->"),
        format!("<!-- uret: cargo run -q -p {ders} --bin olc -- --iz -->"),
    ];
    let cizelge = d.calistir(ders::Program::Olc, &["--svg", "-"]).cikti;
    let cizelge_mi = |satir: &str| {
        let hedef = satir.trim_end().strip_suffix(')').and_then(|s| s.rsplit_once("](img/"));
        hedef.is_some_and(|(_, dosya)| {
            std::fs::read_to_string(kok().join("docs/img").join(dosya))
                .is_ok_and(|m| m.trim() == cizelge.trim())
        })
    };
    let mut yeni = String::with_capacity(metin.len());
    let mut atla = false;
    for satir in metin.split_inclusive('\n') {
        if atla {
            atla = !satir.starts_with("<!-- /uret -->");
            continue;
        }
        if bloklar.iter().any(|b| satir.trim_end() == b) {
            atla = true;
            continue;
        }
        if satir.starts_with("![") && cizelge_mi(satir) {
            continue;
        }
        yeni += satir;
    }
    yeni
}

impl Hazirla {
    fn sayfa(&self, ad: &str, metin: &str) -> String {
        let mut yeni = String::with_capacity(metin.len() + 200);
        let mut kalan = metin;
        // links into the code: `](../crates/...)` -> `](kaynak/crates/...)`, the file copied
        while let Some(i) = kalan.find("](../") {
            yeni += &kalan[..i + 2];
            let baglanti = &kalan[i + 5..];
            let son = baglanti.find([')', '#']).unwrap_or(baglanti.len());
            let dosya = &baglanti[..son];
            if kok().join(dosya).is_file() {
                yeni += "kaynak/";
                self.kaynaklar.lock().expect("not poisoned").push(dosya.to_string());
            } else {
                yeni += "../";
            }
            kalan = baglanti;
        }
        yeni += kalan;
        match dersler::bul(ad) {
            // the panel where the page marks it (after the lesson's first table), else before
            // the page's first section; the exercises where the page marks them, else after
            Some(d) => {
                let mut yeni =
                    crate::anlar::listeye_koy(d, &panelin_gosterdikleri(d, &yeni), &self.cumleler);
                match yeni.find(ALISTIRMA_ISARETI) {
                    Some(i) => {
                        yeni.replace_range(i..i + ALISTIRMA_ISARETI.len(), &alistirma_html(d))
                    }
                    None => yeni = format!("{yeni}\n{}", alistirma_html(d)),
                }
                self.panel_yeri(d, yeni)
            }
            None => yeni,
        }
    }

    /// Lesson `d`'s page with its panel where the page marks it, else before its first section.
    fn panel_yeri(&self, d: &dyn dersler::DersKaydi, yeni: String) -> String {
        let panel = panel_html(d, &self.cumleler);
        match (yeni.find(PANEL_ISARETI), yeni.find("\n## ")) {
            (Some(i), _) => format!("{}{panel}{}", &yeni[..i], &yeni[i + PANEL_ISARETI.len()..]),
            (None, Some(i)) => format!("{}\n{panel}{}", &yeni[..i], &yeni[i + 1..]),
            (None, None) => format!("{yeni}\n{panel}"),
        }
    }
}

impl Preprocessor for Hazirla {
    fn name(&self) -> &str {
        "ders-paneli"
    }

    fn run(&self, _: &PreprocessorContext, mut kitap: Book) -> mdbook_driver::errors::Result<Book> {
        kitap.for_each_mut(|oge| {
            if let BookItem::Chapter(bolum) = oge {
                let ad = bolum
                    .source_path
                    .as_ref()
                    .and_then(|y| y.file_stem())
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                bolum.content = self.sayfa(&ad, &bolum.content);
            }
        });
        Ok(kitap)
    }
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

/// mdBook's search made Turkish: its searcher (`searcher-*.js`) rebuilds the index from the
/// stored sections through a fold (case, and the Turkish letters to their Latin bases) in
/// place of the English stemmer, and folds the query the same way (`varlik/arama.js`). A
/// searcher that no longer has the lines this patches is an error, not a silently English
/// search.
fn turkce_arama(site: &Path) -> Result<(), Hata> {
    let oku = std::fs::read_dir(site).map_err(|e| Hata(format!("{}: {e}", site.display())))?;
    let yol = oku
        .filter_map(Result::ok)
        .map(|g| g.path())
        .find(|y| {
            y.file_name()
                .and_then(|a| a.to_str())
                .is_some_and(|a| a.starts_with("searcher") && a.ends_with(".js"))
        })
        .ok_or_else(|| Hata("kitapta mdBook'un searcher betiği yok".into()))?;
    let mut metin =
        std::fs::read_to_string(&yol).map_err(|e| Hata(format!("{}: {e}", yol.display())))?;
    let ek = include_str!("../varlik/arama.js");
    let yamalar = [
        ("    function init(config) {", format!("{ek}    function init(config) {{")),
        (
            "searchindex = elasticlunr.Index.load(config.index);",
            "searchindex = turkceDizin(config.index);".into(),
        ),
        ("return elasticlunr.stemmer(w.toLowerCase());", "return katla(w);".into()),
        ("if (elasticlunr.stemmer(word).startsWith(", "if (katla(word).startsWith(".into()),
    ]
    .into_iter()
    .chain(ARAMA_CUMLELERI.iter().map(|(a, b)| (*a, b.to_string())));
    for (eski, yeni) in yamalar {
        if metin.matches(eski).count() != 1 {
            return Err(Hata(format!(
                "{}: '{eski}' bir kez bulunmalıydı; mdBook'un arama betiği değişmiş, Türkçe arama \
                 yamasını güncelleyin (crates/kitap/src/insa.rs)",
                yol.display()
            )));
        }
        metin = metin.replacen(eski, &yeni, 1);
    }
    std::fs::write(&yol, metin).map_err(|e| Hata(format!("{}: {e}", yol.display())))
}

/// mdBook's interface in Turkish: each page's words replaced where mdBook writes them. Its
/// table-of-contents toggle stays a `label`, which works without JavaScript; with JavaScript
/// the book's script puts a real button in its place (`varlik/kitap.js`), for the keyboard and
/// for screen readers (a `label` may not take the button role).
const ARAYUZ: [(&str, &str); 14] = [
    (
        "title=\"Toggle Table of Contents\" aria-label=\"Toggle Table of Contents\"",
        "title=\"İçindekiler\" aria-label=\"İçindekileri aç ya da kapat\"",
    ),
    ("aria-label=\"Table of contents\"", "aria-label=\"İçindekiler\""),
    (
        "title=\"Change theme\" aria-label=\"Change theme\"",
        "title=\"Tema\" aria-label=\"Temayı değiştir\"",
    ),
    ("aria-label=\"Themes\"", "aria-label=\"Temalar\""),
    ("title=\"Search (`/`)\"", "title=\"Ara (kısayol: /)\""),
    ("aria-label=\"Toggle Searchbar\"", "aria-label=\"Arama kutusunu aç ya da kapat\""),
    ("placeholder=\"Search this book ...\"", "placeholder=\"Kitapta ara…\""),
    ("aria-label=\"Search this book ...\"", "aria-label=\"Kitapta ara\""),
    (
        "title=\"Print this book\" aria-label=\"Print this book\"",
        "title=\"Kitabı yazdır\" aria-label=\"Kitabı yazdır\"",
    ),
    (
        "title=\"Next chapter\" aria-label=\"Next chapter\"",
        "title=\"Sonraki bölüm\" aria-label=\"Sonraki bölüm\"",
    ),
    (
        "title=\"Previous chapter\" aria-label=\"Previous chapter\"",
        "title=\"Önceki bölüm\" aria-label=\"Önceki bölüm\"",
    ),
    ("aria-label=\"Page navigation\"", "aria-label=\"Sayfalar arasında\""),
    ("<h2>Keyboard shortcuts</h2>", "<h2>Klavye kısayolları</h2>"),
    ("aria-label=\"Next chapter\"", "aria-label=\"Sonraki bölüm\""),
];

/// The search's own sentences in Turkish (mdBook's searcher).
const ARAMA_CUMLELERI: [(&str, &str); 3] = [
    (
        "return count + ' search result for \\'' + searchterm + '\\':';",
        "return '\\'' + searchterm + '\\' için ' + count + ' sonuç:';",
    ),
    (
        "return 'No search results for \\'' + searchterm + '\\'.';",
        "return '\\'' + searchterm + '\\' için sonuç yok.';",
    ),
    (
        "return count + ' search results for \\'' + searchterm + '\\':';",
        "return '\\'' + searchterm + '\\' için ' + count + ' sonuç:';",
    ),
];

/// Rewrites every page (`.html`) at the site's root with `yaz`.
fn her_sayfa(site: &Path, yaz: impl Fn(String) -> String) -> Result<(), Hata> {
    let oku = std::fs::read_dir(site).map_err(|e| Hata(format!("{}: {e}", site.display())))?;
    for yol in oku.filter_map(Result::ok).map(|g| g.path()) {
        if yol.extension().and_then(|u| u.to_str()) != Some("html") {
            continue;
        }
        let eski =
            std::fs::read_to_string(&yol).map_err(|e| Hata(format!("{}: {e}", yol.display())))?;
        let yeni = yaz(eski.clone());
        if yeni != eski {
            std::fs::write(&yol, yeni).map_err(|e| Hata(format!("{}: {e}", yol.display())))?;
        }
    }
    Ok(())
}

/// Puts [`ARAYUZ`]'s words into every page of the site.
fn turkce_arayuz(site: &Path) -> Result<(), Hata> {
    her_sayfa(site, |eski| ARAYUZ.iter().fold(eski, |m, (a, b)| m.replace(a, b)))
}

/// The stylesheets a page can inline: mdBook's and the panel's, each a few KiB.
const SATIR_ICI_UST: u64 = 32 * 1024;

/// The first paint without waiting on the network: every small stylesheet of a page is put into
/// the page (a `<style>` with the link's `id` and `media`, its `url()`s made relative to the
/// page, its web fonts used only if they are there at once), and the table of contents' script runs
/// after the page is read (`defer`). On a phone's connection each blocking file cost a round
/// trip before anything showed, and the text waited for its font or moved when it came.
fn hizli_ilk_boyama(site: &Path) -> Result<(), Hata> {
    her_sayfa(site, |eski| {
        let mut yeni = String::with_capacity(eski.len() + 40_000);
        let mut kalan = eski.as_str();
        while let Some(i) = kalan.find("<link rel=\"stylesheet\"") {
            let son = i + kalan[i..].find('>').map_or(kalan.len() - i, |j| j + 1);
            let etiket = &kalan[i..son];
            yeni += &kalan[..i];
            yeni += &satir_ici_stil(site, etiket).unwrap_or_else(|| etiket.to_string());
            kalan = &kalan[son..];
        }
        yeni += kalan;
        match yeni.find("<script src=\"toc-") {
            Some(i) => format!("{}<script defer src=\"toc-{}", &yeni[..i], &yeni[i + 17..]),
            None => yeni,
        }
    })
}

/// A `<link rel="stylesheet" ...>` of the site as a `<style>`, or `None` when it is not a small
/// local file.
fn satir_ici_stil(site: &Path, etiket: &str) -> Option<String> {
    let nitelik = |ad: &str| {
        let bas = etiket.find(&format!(" {ad}=\""))? + ad.len() + 3;
        etiket[bas..].find('"').map(|son| etiket[bas..bas + son].to_string())
    };
    let href = nitelik("href")?;
    let dosya = site.join(&href);
    if href.contains(':')
        || href.starts_with('/')
        || std::fs::metadata(&dosya).ok()?.len() > SATIR_ICI_UST
    {
        return None;
    }
    let css = std::fs::read_to_string(&dosya).ok()?;
    // url('../fonts/x') from fonts/fonts.css is fonts/x from the page
    let klasor =
        Path::new(&href).parent().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    let css = if klasor.is_empty() {
        css
    } else {
        css.replace(&format!("url('../{klasor}/"), &format!("url('{klasor}/"))
    };
    // text shows at once; a web font that is not there by then waits for the next page
    // (`optional`: no late swap that would move the text)
    let css = css.replace("@font-face {", "@font-face {\n  font-display: optional;");
    let id = nitelik("id").map(|i| format!(" id=\"{i}\"")).unwrap_or_default();
    let media = nitelik("media").map(|m| format!(" media=\"{m}\"")).unwrap_or_default();
    Some(format!("<style{id}{media}>{}</style>", css.replace("</", "<\\/")))
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

/// [`Hazirla`] behind a shared handle, so the copies it lists can be read after the build.
struct Paylasilan(std::sync::Arc<Hazirla>);

impl Preprocessor for Paylasilan {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn run(&self, ctx: &PreprocessorContext, kitap: Book) -> mdbook_driver::errors::Result<Book> {
        self.0.run(ctx, kitap)
    }
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
    fn ders_sayfasi_paneli_ve_kod_baglantilarini_alir() {
        let h = Hazirla { kaynaklar: Default::default(), cumleler: Default::default() };
        let sayfa = "# Lider\n\nModel: [secim](../crates/lider/src/secim.rs).\n\n## Parametreler\n\
                     [yok](../yok/dosya.rs) [bolum](k01.md)\n";
        let yeni = h.sayfa("lider", sayfa);
        assert!(yeni.contains("[secim](kaynak/crates/lider/src/secim.rs)"), "{yeni}");
        assert!(yeni.contains("[yok](../yok/dosya.rs)"), "a missing file keeps its link: {yeni}");
        assert!(yeni.contains("[bolum](k01.md)"));
        let panel = yeni.find("<div class=\"ders-paneli\" id=\"panel-lider\"").expect("a panel");
        assert!(panel < yeni.find("## Parametreler").unwrap());
        assert!(panel > yeni.find("Model:").unwrap());
        assert_eq!(*h.kaynaklar.lock().unwrap(), ["crates/lider/src/secim.rs"]);
        // a page's mark puts the panel in its place, after the first table
        let sayfa =
            "# Lider\n\n## Model ne yapar\n\n## Tablolar\ntablo\n\n<!-- panel -->\n\n## Sonra\n";
        let yeni = h.sayfa("lider", sayfa);
        let panel = yeni.find("ders-paneli").unwrap();
        assert!(yeni.find("tablo\n").unwrap() < panel && panel < yeni.find("## Sonra").unwrap());
        assert!(!yeni.contains("<!-- panel -->"));
    }

    #[test]
    fn ders_olmayan_sayfa_panel_almaz() {
        let h = Hazirla { kaynaklar: Default::default(), cumleler: Default::default() };
        let yeni = h.sayfa("k01", "# K01\n\n## Değerler\n[kod](../crates/k01/src/varsayim.rs)\n");
        assert!(!yeni.contains("ders-paneli"));
        assert!(yeni.contains("](kaynak/crates/k01/src/varsayim.rs)"));
    }

    /// The exercises the panel reads from the page are the program's answers: lider's first,
    /// leaderless rounds with a lease of 4, as the command line prints them, and its "neden?"
    /// one, the round of the deciding line.
    #[test]
    fn sayfadaki_alistirmalar_programin_cevabiyla() {
        let d = dersler::bul("lider").unwrap();
        let html = alistirma_html(d);
        let (_, veri) = html
            .split_once("<script type=\"application/json\" class=\"alistirma-verisi\">")
            .unwrap();
        let (veri, _) = veri.split_once("</script>").unwrap();
        assert!(!veri.contains('<'), "{veri}");
        let a: serde_json::Value = serde_json::from_str(veri).unwrap();
        let a = a.as_array().unwrap();
        assert_eq!(a.len(), 5);
        let cli = d.calistir(ders::Program::Olc, &["--kira", "4", "--json"]).cikti;
        let j: serde_json::Value = serde_json::from_str(&cli).unwrap();
        assert_eq!(a[0]["cevap"], j["sutunlar"][0]["olcum"]["lidersizTur"].to_string());
        assert_eq!(a[0]["tur"], 6);
        // d0 back from 3 rounds away, in round 9
        assert_eq!((&a[4]["neden"], &a[4]["cevap"]), (&true.into(), &"9".into()));
        let aciklama = a[4]["aciklama"].as_str().unwrap();
        assert!(aciklama.ends_with("eski liderin döndüğü 9. turdur."), "{aciklama}");
    }

    #[test]
    fn ayarlar_turkce_ve_docs_kaynakli() {
        let a = ayarlar().unwrap();
        assert_eq!(a.book.language.as_deref(), Some("tr"));
        assert_eq!(a.book.src, kok().join("docs"));
    }
}
