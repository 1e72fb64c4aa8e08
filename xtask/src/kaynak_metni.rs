//! What the project's sources name and say, for the quote check ([`crate::alinti`]): every
//! identifier, every string literal outside the tests (of the Rust sources and of the book's
//! scripts), a format string as its fixed parts; and whether a quote is an instance of a format
//! string, data free in its placeholders and prose weighed against the fixed text ([`kalipla`]).

use crate::cargo::kok;
use crate::sayfa_alintilari::duzle;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What the sources name: every identifier and every string literal of the Rust sources (not
/// their tests), read with syn's lexer, and the book's scripts' string literals.
#[derive(Debug, Default)]
pub struct Kaynaklar {
    /// Every identifier, file and folder name of the sources, and their manifests' keys.
    pub adlar: BTreeSet<String>,
    /// Literals without placeholders, normalised.
    pub duz: Vec<String>,
    /// Format strings, as their fixed parts (placeholders between).
    pub kaliplar: Vec<Vec<String>>,
}

impl Kaynaklar {
    /// Reads the sources under the workspace's `crates` and `xtask`: the names of all, the
    /// literals of what is not a test.
    pub fn oku() -> Result<Self, String> {
        let mut k = Kaynaklar::default();
        let mut yollar = Vec::new();
        for ust in ["crates", "xtask"] {
            dosyalari_topla(&kok().join(ust), &mut yollar);
        }
        yollar.push(kok().join("Cargo.toml"));
        for yol in yollar {
            let Ok(metin) = std::fs::read_to_string(&yol) else { continue };
            // a test crate's name is a segment of its tests' paths (`akis::iddialar::…`), and so
            // is a module's (`akis::davranis::adim::…`, the crate `tests/davranis/main.rs`)
            if let Some(ad) = yol.file_stem().and_then(|s| s.to_str()) {
                k.adlar.insert(ad.to_string());
            }
            if yol.file_name().is_some_and(|a| a == "main.rs") {
                let klasor = yol.parent().and_then(|k| k.file_name()).and_then(|a| a.to_str());
                k.adlar.extend(klasor.map(String::from));
            }
            let test = yol
                .components()
                .any(|c| ["tests", "benches"].contains(&&*c.as_os_str().to_string_lossy()));
            match yol.extension().and_then(|e| e.to_str()) {
                Some("rs") => {
                    let jetonlar: proc_macro2::TokenStream =
                        metin.parse().map_err(|e| format!("{}: okunamadı: {e}", yol.display()))?;
                    k.jetonlar(jetonlar, test);
                }
                Some("js" | "mjs") if test => {}
                // a manifest's tables and keys are names (`[workspace.dependencies]`)
                Some("toml") => {
                    for satir in metin.lines() {
                        let ad = satir.split('=').next().unwrap_or_default();
                        let ad = ad.split(|c: char| !c.is_ascii_alphanumeric() && c != '_');
                        k.adlar.extend(ad.filter(|a| !a.is_empty()).map(String::from));
                    }
                }
                Some("js" | "mjs") => k.betik(&metin),
                _ => {}
            }
        }
        Ok(k)
    }

    /// The names and literals of a token stream; inside a test (`test`) only the names.
    fn jetonlar(&mut self, jetonlar: proc_macro2::TokenStream, test: bool) {
        use proc_macro2::TokenTree;
        // after `#` (and `#!`): an attribute, whose `doc = "..."` is English prose
        let mut oznitelik = false;
        // after `#[test]` or `#[cfg(test)]`: a test, up to its body, which asserts text
        let mut sonraki_test = false;
        for j in jetonlar {
            if sonraki_test {
                if let TokenTree::Group(g) = &j {
                    if g.delimiter() == proc_macro2::Delimiter::Brace {
                        sonraki_test = false;
                        self.jetonlar(g.stream(), true);
                        continue;
                    }
                }
            }
            let sonraki = matches!(&j, TokenTree::Punct(p)
                if p.as_char() == '#' || (oznitelik && p.as_char() == '!'));
            match j {
                TokenTree::Group(g)
                    if oznitelik
                        && ["test", "cfg(test)"]
                            .contains(&&*g.stream().to_string().replace(' ', "")) =>
                {
                    sonraki_test = true;
                }
                TokenTree::Ident(i) => {
                    self.adlar.insert(i.to_string().trim_start_matches("r#").to_string());
                }
                TokenTree::Literal(l) if !test => {
                    if let syn::Lit::Str(s) = syn::Lit::new(l) {
                        self.ekle(&s.value(), true);
                    }
                }
                TokenTree::Group(g)
                    if oznitelik
                        && g.stream()
                            .into_iter()
                            .next()
                            .is_some_and(|i| i.to_string() == "doc") => {}
                TokenTree::Group(g) => self.jetonlar(g.stream(), test),
                TokenTree::Punct(_) | TokenTree::Literal(_) => {}
            }
            oznitelik = sonraki;
        }
    }

    /// A literal: `bicim` reads `{…}` as a placeholder (a Rust format string).
    fn ekle(&mut self, deger: &str, bicim: bool) {
        let parcalar = if bicim { bicim_parcalari(deger) } else { vec![deger.to_string()] };
        let parcalar: Vec<String> = parcalar.iter().map(|p| bosluklu_duzle(p)).collect();
        if parcalar.len() == 1 {
            self.duz.push(parcalar.into_iter().next().unwrap_or_default());
        } else {
            self.kaliplar.push(parcalar);
        }
    }

    /// The string literals of a script: `'…'`, `"…"` and templates (`${…}` a placeholder).
    fn betik(&mut self, metin: &str) {
        let mut c = metin.char_indices().peekable();
        while let Some((_, t)) = c.next() {
            if t == '/' && c.peek().is_some_and(|(_, s)| *s == '/') {
                for (_, s) in c.by_ref() {
                    if s == '\n' {
                        break;
                    }
                }
                continue;
            }
            if !matches!(t, '\'' | '"' | '`') {
                continue;
            }
            let mut deger = String::new();
            let mut kacis = false;
            for (_, s) in c.by_ref() {
                if kacis {
                    deger.push(s);
                    kacis = false;
                } else if s == '\\' {
                    kacis = true;
                } else if s == t || (s == '\n' && t != '`') {
                    break;
                } else {
                    deger.push(s);
                }
            }
            if t == '`' {
                let parcalar: Vec<String> = deger
                    .split("${")
                    .enumerate()
                    .map(|(n, p)| if n == 0 { p } else { p.split_once('}').map_or("", |x| x.1) })
                    .map(bosluklu_duzle)
                    .collect();
                if parcalar.len() == 1 {
                    self.duz.extend(parcalar);
                } else {
                    self.kaliplar.push(parcalar);
                }
            } else {
                self.ekle(&deger, false);
            }
        }
    }
}

/// Whitespace runs as one space, keeping a leading or trailing one (a fixed part of a format
/// string meets its placeholder there).
fn bosluklu_duzle(m: &str) -> String {
    let mut s = duzle(m);
    if m.starts_with(char::is_whitespace) && !s.is_empty() {
        s.insert(0, ' ');
    }
    if m.ends_with(char::is_whitespace) && !s.is_empty() {
        s.push(' ');
    }
    s
}

/// A Rust format string's fixed parts, split at its placeholders (`{}`, `{ad:>5}`); `{{` and
/// `}}` are braces.
fn bicim_parcalari(m: &str) -> Vec<String> {
    let mut parcalar = vec![String::new()];
    let mut c = m.chars().peekable();
    while let Some(t) = c.next() {
        match t {
            '{' if c.peek() == Some(&'{') => {
                c.next();
                parcalar.last_mut().expect("one part").push('{');
            }
            '}' if c.peek() == Some(&'}') => {
                c.next();
                parcalar.last_mut().expect("one part").push('}');
            }
            '{' => {
                for s in c.by_ref() {
                    if s == '}' {
                        break;
                    }
                }
                parcalar.push(String::new());
            }
            _ => parcalar.last_mut().expect("one part").push(t),
        }
    }
    parcalar
}

fn dosyalari_topla(klasor: &Path, yollar: &mut Vec<PathBuf>) {
    let Ok(okunan) = std::fs::read_dir(klasor) else { return };
    for g in okunan.flatten() {
        let yol = g.path();
        let ad = g.file_name();
        let ad = ad.to_string_lossy();
        if yol.is_dir() {
            if !["snapshots", "node_modules", "target"].contains(&&*ad) {
                dosyalari_topla(&yol, yollar);
            }
        } else if [".rs", ".js", ".mjs", "Cargo.toml"].iter().any(|u| ad.ends_with(u)) {
            yollar.push(yol);
        }
    }
}

impl Kaynaklar {
    /// Whether `q` is a literal of the sources, or part of one, or an instance of a format
    /// string's part ([`kalipla`]).
    pub fn uretir(&self, q: &str) -> bool {
        if self.duz.iter().any(|d| d.contains(q)) {
            return true;
        }
        let kelimeler: Vec<&str> =
            q.split(|c: char| !c.is_alphabetic()).filter(|k| k.chars().count() >= 3).collect();
        self.kaliplar
            .iter()
            .filter(|k| kelimeler.iter().any(|w| k.iter().any(|p| p.contains(w))))
            .any(|k| kalipla(q, k))
    }
}

/// Whether `q` is a stretch of some instance of a format string (its fixed `parcalar`, a
/// placeholder between each two). A placeholder stands for any text, but the fixed parts must
/// carry at least twice as many of `q`'s letters as the placeholders' plain words do: data (a word
/// with a digit, `_`, `:`, `/` or `.`, a lesson's name, what stands between `«»` or `''`) is
/// free, prose is not, so a folded or reworded sentence cannot hide in a placeholder.
fn kalipla(q: &str, parcalar: &[String]) -> bool {
    // the format string as characters, `None` a placeholder
    let mut k: Vec<Option<char>> = Vec::new();
    for (i, p) in parcalar.iter().enumerate() {
        if i > 0 {
            k.push(None);
        }
        k.extend(p.chars().map(Some));
    }
    let agirlik = duz_harfler(q);
    // best (fixed letters − 2 × placeholder prose letters, fixed letters) per position; any
    // start
    let mut durum: Vec<Option<(i64, i64)>> = vec![Some((0, 0)); k.len() + 1];
    for (c, duz) in q.chars().zip(agirlik) {
        let harf = i64::from(c.is_alphabetic());
        // a placeholder may stand for nothing
        for j in 0..k.len() {
            if k[j].is_none() && durum[j].is_some() && durum[j + 1] < durum[j] {
                durum[j + 1] = durum[j];
            }
        }
        let mut yeni: Vec<Option<(i64, i64)>> = vec![None; k.len() + 1];
        for j in 0..k.len() {
            let Some((puan, sabit)) = durum[j] else { continue };
            let aday = match k[j] {
                Some(t) if t == c => (j + 1, (puan + harf, sabit + harf)),
                None => (j, (puan - 2 * i64::from(duz), sabit)),
                _ => continue,
            };
            if yeni[aday.0] < Some(aday.1) {
                yeni[aday.0] = Some(aday.1);
            }
        }
        durum = yeni;
    }
    durum.into_iter().flatten().any(|(puan, sabit)| sabit >= 3 && puan >= 0)
}

/// For each character of `q`: whether it is a letter of a plain word (prose), not of data.
fn duz_harfler(q: &str) -> Vec<bool> {
    let mut agirlik = Vec::with_capacity(q.len());
    let mut tirnak = false;
    for (i, kelime) in q.split(' ').enumerate() {
        if i > 0 {
            agirlik.push(false);
        }
        let govde = kelime.trim_matches(|c: char| ",;()!?".contains(c));
        let veri = govde.contains(|c: char| c.is_ascii_digit() || "_:/.".contains(c))
            || dersler::bul(govde).is_some();
        let harfler: Vec<char> = kelime.chars().collect();
        for (j, &c) in harfler.iter().enumerate() {
            // a quote mark opens or closes at a word's edge; inside a word (`S3'ün`) it is a
            // suffix's apostrophe
            let kenarda = j == 0 || j + 1 == harfler.len();
            if c == '«' || c == '»' || (c == '\'' && kenarda) {
                tirnak = c == '«' || (c == '\'' && !tirnak);
            }
            agirlik.push(c.is_alphabetic() && !veri && !tirnak);
        }
    }
    agirlik
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parcalar(m: &str) -> Vec<String> {
        bicim_parcalari(m).iter().map(|p| bosluklu_duzle(p)).collect()
    }

    #[test]
    fn bicim_dizgisinin_yer_tutuculari_veriyi_tasir_duz_yaziyi_tartar() {
        let k = parcalar("  ESKİ BELGE BLOĞU: {}");
        assert!(kalipla("ESKİ BELGE BLOĞU: docs/lider.md:12", &k));
        assert!(!kalipla("ESKI BELGE BLOGU", &k));
        let k = parcalar("'{}': aralık ters ({} > {})");
        assert!(kalipla("'d0:10-6': aralık ters (10 > 6)", &k));
        assert!(!kalipla("'d0:10-6': aralik ters (10 > 6)", &k));
        // a placeholder's prose counts against the fixed text; its data does not
        assert!(!kalipla("hiç yazılmamış bir cümle", &parcalar("{} {}")));
        let k = parcalar("  tur {:>2}: {}");
        assert!(!kalipla("tur 8: lider d0 ulasilamaz (d1 de), kira yenilenmedi", &k));
        // the quote's end meets a fixed part's start: a placeholder's prose is not enough
        assert!(!kalipla("IKI KEZ telafi", &parcalar("{} telafisiz adım, {} yarım iş")));
        let k = parcalar("  BOZUK İDDİA: {}");
        assert!(kalipla("BOZUK İDDİA: lider hesaba_donus::kk4_yilda_6", &k));
        let k = parcalar("  BOZUK İDDİA: {dosya}:{} «{}» bölümü{p}: {}");
        assert!(kalipla(
            "BOZUK İDDİA: 000_9.txt:119 «Hesaba Dönüş» bölümü, 2. paragraf: lider x_y",
            &k
        ));
        assert!(kalipla("{kira}: 5", &parcalar("{{kira}}: {}")));
    }
}
