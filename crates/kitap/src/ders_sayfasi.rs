//! A lesson page as the book shows it: mdBook's preprocessor ([`Hazirla`]) gives each lesson
//! page its panel (with what `olc` prints in its place until the script runs), its exercises
//! solved by the program, and leaves out what the panel shows too; on every page it points
//! links into the code at copies of the files.

use crate::kok;
use mdbook_driver::book::{Book, BookItem};
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

/// Gives each lesson page its panel and points links into the code at copies of the files.
pub struct Hazirla {
    /// The files the pages link to, relative to the workspace.
    pub kaynaklar: std::sync::Mutex<Vec<String>>,
    /// The lesson's sentences, where the book is built beside the texts.
    pub cumleler: crate::anlar::Cumleler,
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

/// [`Hazirla`] behind a shared handle, so the copies it lists can be read after the build.
pub struct Paylasilan(pub std::sync::Arc<Hazirla>);

impl Preprocessor for Paylasilan {
    fn name(&self) -> &str {
        self.0.name()
    }
    fn run(&self, ctx: &PreprocessorContext, kitap: Book) -> mdbook_driver::errors::Result<Book> {
        self.0.run(ctx, kitap)
    }
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
}
