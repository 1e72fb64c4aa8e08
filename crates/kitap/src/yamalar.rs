//! The patches to mdBook's output, once the book is built: its search made Turkish, its
//! interface's words in Turkish, and each page's small stylesheets put into the page for a
//! first paint that does not wait on the network.

use crate::Hata;
use std::path::Path;

/// mdBook's search made Turkish: its searcher (`searcher-*.js`) rebuilds the index from the
/// stored sections through a fold (case, and the Turkish letters to their Latin bases) in
/// place of the English stemmer, and folds the query the same way (`varlik/arama.js`). A
/// searcher that no longer has the lines this patches is an error, not a silently English
/// search.
pub fn turkce_arama(site: &Path) -> Result<(), Hata> {
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
                 yamasını güncelleyin (crates/kitap/src/yamalar.rs)",
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
pub fn turkce_arayuz(site: &Path) -> Result<(), Hata> {
    her_sayfa(site, |eski| ARAYUZ.iter().fold(eski, |m, (a, b)| m.replace(a, b)))
}

/// The stylesheets a page can inline: mdBook's and the panel's, each a few KiB.
const SATIR_ICI_UST: u64 = 32 * 1024;

/// The first paint without waiting on the network: every small stylesheet of a page is put into
/// the page (a `<style>` with the link's `id` and `media`, its `url()`s made relative to the
/// page, its web fonts used only if they are there at once), and the table of contents' script runs
/// after the page is read (`defer`). On a phone's connection each blocking file cost a round
/// trip before anything showed, and the text waited for its font or moved when it came.
pub fn hizli_ilk_boyama(site: &Path) -> Result<(), Hata> {
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
