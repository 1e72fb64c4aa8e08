//! The prose's quotes of program text, checked against the text the project produces. A quote
//! is an inline code span of `docs/*.md` or the README, or a line of a hand-written fenced
//! block; the generated blocks are not read here ([`crate::belge`] checks those).
//!
//! A quote is *not* program text when a rule recognises it as something else ([`Tur`]): a
//! flag, a command, a path, an identifier of the sources, or a fault schedule that a lesson's
//! own `--ariza` parser reads. Every other quote must be found, whitespace normalised, in:
//! - the outputs of every run verify checks, and the docs' generated blocks;
//! - the output of every `olc`/`hesap` command the pages quote, and its story (`--iz`);
//! - a string literal of the sources (`crates/*/src`, `xtask/src`, the book's scripts), with a
//!   format string's placeholders read as wildcards ([`kalipla`]: data is free, prose is
//!   weighed against the fixed text).

use crate::cargo::kok;
use ders::Program;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// A quote that the project does not produce.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EskiAlinti {
    /// The page, relative to the workspace.
    pub dosya: PathBuf,
    /// Its line (1-based).
    pub satir: usize,
    /// The quote, whitespace normalised.
    pub metin: String,
}

impl std::fmt::Display for EskiAlinti {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: `{}`", self.dosya.display(), self.satir, self.metin)
    }
}

/// Why a quote is not program text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tur {
    /// `--ariza`, `-p`: starts with a dash.
    Bayrak,
    /// `cargo run -p lider --bin olc`, `olc --iz`: its first word runs a program.
    Komut,
    /// `crates/lider/src/secim.rs`, `docs/kesif.json`.
    Yol,
    /// `kira`, `arama::kusur_adi`, `Tablolar::OLCULER`: names of the sources.
    Ad,
    /// `d0:6-10`, `S3:fatura=hata`: a schedule a lesson's `--ariza` reads.
    Ariza,
    /// `## Model ne yapar`, `<!-- panel -->`: the book's own Markdown.
    Isaret,
    /// Program text, to be found in what the project produces.
    Metin,
}

/// One quote where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Alinti {
    satir: usize,
    metin: String,
}

/// Runs of whitespace as one space, trimmed.
fn duzle(m: &str) -> String {
    m.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A page's text with its generated blocks blanked (their lines kept, so lines still count).
fn uretilenler_bos(metin: &str) -> String {
    let mut icinde = false;
    let mut m = String::with_capacity(metin.len());
    for satir in metin.split_inclusive('\n') {
        if satir.starts_with("<!-- /uret -->") {
            icinde = false;
        } else if icinde {
            m.push('\n');
            continue;
        } else if satir.starts_with("<!-- uret: ") {
            icinde = true;
        }
        m += satir;
    }
    m
}

/// The quotes of a page: each inline code span, and each line of a hand-written fence of
/// text (`text`, or no language); a fence in a language holds code or commands. Read as
/// CommonMark reads them: a span opens with a run of backticks and closes with a run of the
/// same length, its line breaks are spaces; a fence is a line of three or more backticks.
/// (pulldown-cmark would read the same, but compiled into xtask it would make the tests build
/// `memchr` a second time: `tidy::ders_programlari_derlemeyi_paylasir`.)
fn alintilar(metin: &str) -> Vec<Alinti> {
    let metin = uretilenler_bos(metin);
    let mut a = Vec::new();
    // the fence open, and whether it is code (any language but `text`)
    let mut cit: Option<(usize, bool)> = None;
    // the paragraph's text since its last closed span, with the line each character is on
    let mut paragraf: Vec<(usize, char)> = Vec::new();
    for (i, satir) in metin.lines().enumerate() {
        let no = i + 1;
        let govde = satir.trim_start();
        let tikler = govde.chars().take_while(|c| *c == '`').count();
        if tikler >= 3 {
            match cit {
                Some((n, _)) if tikler >= n && govde[tikler..].trim().is_empty() => cit = None,
                Some(_) => {}
                None => {
                    spanlar(&paragraf, &mut a);
                    paragraf.clear();
                    let dil = govde[tikler..].trim();
                    cit = Some((tikler, !dil.is_empty() && dil != "text"));
                }
            }
            continue;
        }
        match cit {
            Some((_, true)) => continue,
            Some((_, false)) => {
                if !govde.is_empty() {
                    a.push(Alinti { satir: no, metin: duzle(govde) });
                }
                continue;
            }
            None => {}
        }
        if govde.is_empty() {
            spanlar(&paragraf, &mut a);
            paragraf.clear();
        } else {
            paragraf.extend(satir.chars().map(|c| (no, c)));
            paragraf.push((no, '\n'));
        }
    }
    spanlar(&paragraf, &mut a);
    a
}

/// The code spans of a paragraph (each character with its line).
fn spanlar(p: &[(usize, char)], a: &mut Vec<Alinti>) {
    let tik_kosusu = |i: usize| p[i..].iter().take_while(|(_, c)| *c == '`').count();
    let mut i = 0;
    while i < p.len() {
        if p[i].1 == '\\' {
            i += 2;
            continue;
        }
        if p[i].1 != '`' {
            i += 1;
            continue;
        }
        let n = tik_kosusu(i);
        let bas = i + n;
        let mut j = bas;
        let mut son = None;
        while j < p.len() {
            if p[j].1 == '`' {
                let m = tik_kosusu(j);
                if m == n {
                    son = Some(j);
                    break;
                }
                j += m;
            } else {
                j += 1;
            }
        }
        match son {
            Some(j) => {
                let icerik: String = p[bas..j].iter().map(|(_, c)| *c).collect();
                a.push(Alinti { satir: p[i].0, metin: duzle(&icerik) });
                i = j + n;
            }
            // no closing run: the backticks are text
            None => i = bas,
        }
    }
}

/// What the sources name: every identifier and every string literal of the Rust sources (not
/// their tests), read with syn's lexer, and the book's scripts' string literals.
#[derive(Debug, Default)]
pub struct Kaynaklar {
    adlar: BTreeSet<String>,
    /// Literals without placeholders, normalised.
    duz: Vec<String>,
    /// Format strings, as their fixed parts (placeholders between).
    kaliplar: Vec<Vec<String>>,
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
    fn uretir(&self, q: &str) -> bool {
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

/// A quote's kind, by rule.
fn tur(q: &str, k: &Kaynaklar) -> Tur {
    if q.starts_with("<!--") || q.starts_with("# ") || q.starts_with("## ") {
        return Tur::Isaret;
    }
    // `<ders>` is a placeholder for a name
    let q = &yer_tutuculari_ad(q);
    let kelimeler: Vec<&str> = q.split(' ').collect();
    let ilk = kelimeler[0];
    let yol_gibi = |w: &str| {
        w.contains('/')
            || w.starts_with('#')
            || w.contains(".html#")
            || w.contains(".md#")
            || w.rsplit_once('.').is_some_and(|(ad, uzanti)| {
                !ad.is_empty()
                    && (1..=5).contains(&uzanti.len())
                    && uzanti.starts_with(|c: char| c.is_ascii_alphabetic())
                    && uzanti.chars().all(|c| c.is_ascii_alphanumeric())
            })
    };
    if ilk.starts_with('-') {
        return Tur::Bayrak;
    }
    let program = ARACLAR.contains(&ilk)
        || Program::HEPSI.iter().any(|p| p.ad() == ilk)
        || dersler::bul(ilk).is_some();
    // `olc --iz`-like: a word, then a flag (not an arrow like `->`)
    let ikinci_bayrak = kelimeler.get(1).is_some_and(|w| {
        w.trim_start_matches('-').starts_with(|c: char| c.is_ascii_alphabetic())
            && w.starts_with('-')
    });
    if kelimeler.len() > 1 && (program || ikinci_bayrak) {
        return Tur::Komut;
    }
    if kelimeler.len() == 1 && yol_gibi(q) {
        return Tur::Yol;
    }
    // a comment of the sources (`/// Paragraph N.`) is code
    if q.starts_with("//") || ad_mi(q, k) {
        return Tur::Ad;
    }
    if dersler::DERSLER
        .iter()
        .any(|d| d.calistir(Program::Olc, &[ders::secenek::ARIZA_BAYRAGI, q]).kod == 0)
    {
        return Tur::Ariza;
    }
    Tur::Metin
}

/// `<ders>::<Tür>` → `ad_::ad_`: a placeholder in angle brackets stands for a name.
fn yer_tutuculari_ad(q: &str) -> String {
    let mut m = String::with_capacity(q.len());
    let mut kalan = q;
    while let Some(i) = kalan.find('<') {
        m += &kalan[..i];
        match kalan[i + 1..].find('>') {
            Some(j) if j > 0 && kalan[i + 1..i + 1 + j].chars().all(char::is_alphabetic) => {
                m += "ad_";
                kalan = &kalan[i + 2 + j..];
            }
            _ => {
                m.push('<');
                kalan = &kalan[i + 1..];
            }
        }
    }
    m + kalan
}

/// Code: names and numbers of the sources between operators (`i + 2 <= 4`,
/// `citleme=false`, `arama::kusur_adi`, `kosum()`, `CARGO_*`, `[workspace.dependencies]`). A
/// name is written as code (`snake_case`, `camelCase`, `UPPER_CASE`, a path with `::`) or is
/// one of the sources' identifiers (`kira`); a plain word the sources do not name is text.
fn ad_mi(q: &str, k: &Kaynaklar) -> bool {
    let islec = |c: char| !c.is_alphanumeric() && c != '_';
    let adlar: Vec<&str> = q.split(islec).filter(|p| !p.is_empty()).collect();
    let kod_gibi = |p: &str| {
        p.contains('_')
            // a type's name (`Campaign`, `LeaderKey`)
            || p.starts_with(|c: char| c.is_ascii_uppercase())
                && p.chars().skip(1).any(|c| c.is_ascii_lowercase())
            || p.len() > 1 && p.chars().all(|c| c.is_ascii_uppercase())
            || p.chars().skip(1).any(|c| c.is_ascii_uppercase())
                && p.chars().any(|c| c.is_ascii_lowercase())
    };
    let ad = |p: &str| {
        p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && (p.chars().all(|c| c.is_ascii_digit() || c == '.')
                || kod_gibi(p)
                || k.adlar.contains(p))
    };
    // only ASCII operators between the names; a space alone is prose
    let islecler = q.chars().filter(|c| islec(*c) && *c != ' ').count();
    // a name in kebab case (`kube-scheduler`, `Idempotency-Key`)
    let kebap = !q.contains(' ')
        && q.split('-').count() > 1
        && q.split('-').all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric()));
    if kebap && q.is_ascii() {
        return true;
    }
    let sayi = |p: &&str| p.chars().all(|c| c.is_ascii_digit());
    !adlar.is_empty()
        && !adlar.iter().all(sayi)
        && q.is_ascii()
        && adlar.iter().all(|p| ad(p))
        && (adlar.len() == 1 || islecler > 0)
}

/// The tools the docs' commands run besides the workspace's own programs: a command's first
/// word (the same on every machine, unlike `PATH`).
const ARACLAR: &[&str] =
    &["cargo", "python3", "node", "npm", "npx", "git", "rustup", "apt-get", "sudo", "chromium"];

/// The text of the docs' generated blocks, each block one entry.
fn uretilen_bloklar(metin: &str) -> Vec<String> {
    let mut bloklar = Vec::new();
    let mut blok: Option<String> = None;
    for satir in metin.split_inclusive('\n') {
        if satir.starts_with("<!-- /uret -->") {
            bloklar.extend(blok.take());
        } else if let Some(b) = blok.as_mut() {
            *b += satir;
        } else if satir.starts_with("<!-- uret: ") {
            blok = Some(String::new());
        }
    }
    bloklar
}

/// What a quoted command prints: `cargo run [-q] -p DERS --bin PROGRAM [-- ARG…]`, or `olc …` /
/// `hesap …` on lesson `sayfa`'s page; for `olc`, its story (`--iz`) too.
fn komut_ciktilari(q: &str, sayfa: Option<&str>) -> Vec<String> {
    let Some(parcalar) = shlex::split(q) else { return Vec::new() };
    let mut p = parcalar.iter().map(String::as_str).peekable();
    let (mut ders, mut program) = (sayfa, None);
    let mut argumanlar: Vec<&str> = Vec::new();
    match p.next() {
        Some("cargo") => {
            if p.next() != Some("run") {
                return Vec::new();
            }
            while let Some(a) = p.next() {
                match a {
                    "-p" | "--package" => ders = p.next(),
                    "--bin" => program = p.next(),
                    "--" => {
                        argumanlar.extend(p.by_ref());
                    }
                    _ => {}
                }
            }
        }
        Some(ilk) => {
            program = Some(ilk);
            argumanlar.extend(p);
        }
        None => {}
    }
    let (Some(d), Some(program)) = (ders.and_then(dersler::bul), program) else {
        return Vec::new();
    };
    let Some(program) = Program::HEPSI.into_iter().find(|x| x.ad() == program) else {
        return Vec::new();
    };
    let mut ciktilar = Vec::new();
    let mut kos = |a: &[&str]| {
        let c = d.calistir(program, a);
        ciktilar.push(c.cikti);
        ciktilar.push(c.hata);
    };
    kos(&argumanlar);
    if program == Program::Olc && !argumanlar.contains(&"--iz") {
        argumanlar.push("--iz");
        kos(&argumanlar);
    }
    ciktilar
}

/// How many quotes of `docs/*.md` and the README are program text, and those of them that the
/// project does not produce; `ciktilar` are the outputs verify ran, by command.
pub fn denetle(ciktilar: &HashMap<String, String>) -> Result<(usize, Vec<EskiAlinti>), String> {
    let kaynaklar = Kaynaklar::oku()?;
    let sayfalar: Vec<(PathBuf, String)> = crate::belge::dosyalar()
        .into_iter()
        .map(|y| std::fs::read_to_string(&y).map(|m| (y.clone(), m)))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let mut uretilen: Vec<String> = ciktilar.values().map(|c| duzle(c)).collect();
    let mut sayfa_alintilari = Vec::new();
    for (yol, metin) in &sayfalar {
        uretilen.extend(uretilen_bloklar(metin).iter().map(|b| duzle(b)));
        let ders = yol.file_stem().and_then(|s| s.to_str()).filter(|a| dersler::bul(a).is_some());
        let alintilar: Vec<(Alinti, Tur)> = alintilar(metin)
            .into_iter()
            .filter(|a| !a.metin.is_empty())
            .map(|a| {
                let t = tur(&a.metin, &kaynaklar);
                (a, t)
            })
            .collect();
        for (a, t) in &alintilar {
            if *t == Tur::Komut {
                uretilen.extend(komut_ciktilari(&a.metin, ders).iter().map(|c| duzle(c)));
            }
        }
        sayfa_alintilari.push((yol, alintilar));
    }
    let uretilen = uretilen.join("\u{1}");
    let mut eski = Vec::new();
    let mut sayi = 0;
    for (yol, alintilar) in sayfa_alintilari {
        for (a, t) in alintilar {
            sayi += usize::from(t == Tur::Metin);
            // an ellipsis stands for what the quote leaves out: each piece must be there
            let parcalar = a.metin.split(['…']).flat_map(|p| p.split("...")).map(str::trim);
            let uretilmis = |p: &str| p.is_empty() || uretilen.contains(p) || kaynaklar.uretir(p);
            if t == Tur::Metin && !parcalar.into_iter().all(uretilmis) {
                let dosya = yol.strip_prefix(kok()).unwrap_or(yol).to_path_buf();
                eski.push(EskiAlinti { dosya, satir: a.satir, metin: a.metin });
            }
        }
    }
    Ok((sayi, eski))
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

    #[test]
    fn alintinin_turu_kuraldan() {
        let k = Kaynaklar {
            adlar: ["arama", "kusur_adi", "kira"].map(String::from).into(),
            ..Kaynaklar::default()
        };
        assert_eq!(tur("--ariza 'd0:6-10'", &k), Tur::Bayrak);
        assert_eq!(tur("cargo run -p lider --bin olc -- --iz", &k), Tur::Komut);
        assert_eq!(tur("olc --iz", &k), Tur::Komut);
        assert_eq!(tur("bosa yurutulen/gun", &k), Tur::Metin);
        assert_eq!(tur("S3: tarife -> indirim", &k), Tur::Metin);
        assert_eq!(tur("crates/lider/src/secim.rs", &k), Tur::Yol);
        assert_eq!(tur("docs/kesif.json", &k), Tur::Yol);
        assert_eq!(tur("arama::kusur_adi", &k), Tur::Ad);
        assert_eq!(tur("kira", &k), Tur::Ad);
        assert_eq!(tur("d0:6-10", &k), Tur::Ariza);
        assert_eq!(tur("S3:fatura=hata", &k), Tur::Ariza);
        assert_eq!(tur("<ders>::<Tür>,", &k), Tur::Ad);
        assert_eq!(tur("CARGO_*", &k), Tur::Ad);
        assert_eq!(tur("kube-controller-manager", &k), Tur::Ad);
        assert_eq!(tur("LeaderKey", &k), Tur::Ad);
        assert_eq!(tur("## Model ne yapar", &k), Tur::Isaret);
        assert_eq!(tur("0.0833", &k), Tur::Metin);
        assert_eq!(tur("BOZUK IDDIA", &k), Tur::Metin);
        assert_eq!(
            tur("tarife TELAFI EDILMEDI (iptal olayi KAYBOLDU, yazma kaldi)", &k),
            Tur::Metin
        );
    }

    #[test]
    fn uretilen_bloklar_okunmaz_satirlar_sayilir() {
        let sayfa =
            "a `bir`\n<!-- uret: x -->\n`iki`\n<!-- /uret -->\n\n```text\nuc\n```\n`dort`\n";
        let a = alintilar(sayfa);
        let gorulen: Vec<(usize, &str)> = a.iter().map(|a| (a.satir, a.metin.as_str())).collect();
        assert_eq!(gorulen, [(1, "bir"), (7, "uc"), (9, "dort")]);
        assert_eq!(uretilen_bloklar(sayfa), ["`iki`\n"]);
    }
}
