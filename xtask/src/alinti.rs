//! The prose's quotes of program text, checked against the text the project produces. A quote
//! is an inline code span of `docs/*.md` or the README, or a line of a hand-written fenced
//! block ([`crate::sayfa_alintilari`] reads them); the generated blocks are not read here
//! ([`crate::belge`] checks those).
//!
//! A quote is *not* program text when a rule recognises it as something else ([`AlintiTuru`]): a
//! flag, a command, a path, an identifier of the sources, or a fault schedule that a lesson's
//! own `--ariza` parser reads. Every other quote must be found, whitespace normalised, in:
//! - the outputs of every run verify checks, and the docs' generated blocks;
//! - the output of every `olc`/`hesap` command the pages quote, and its story (`--iz`);
//! - a string literal of the sources (`crates/*/src`, `xtask/src`, the book's scripts), with a
//!   format string's placeholders read as wildcards (`kalipla` in [`crate::kaynak_metni`]: data
//!   is free, prose is weighed against the fixed text).

use crate::cargo::kok;
use crate::kaynak_metni::Kaynaklar;
use crate::sayfa_alintilari::{Alinti, alintilar, duzle, uretilen_bloklar};
use ders::Program;
use std::collections::HashMap;
use std::path::PathBuf;

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
pub enum AlintiTuru {
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

/// A quote's kind, by rule.
fn tur(q: &str, k: &Kaynaklar) -> AlintiTuru {
    if q.starts_with("<!--") || q.starts_with("# ") || q.starts_with("## ") {
        return AlintiTuru::Isaret;
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
        return AlintiTuru::Bayrak;
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
        return AlintiTuru::Komut;
    }
    if kelimeler.len() == 1 && yol_gibi(q) {
        return AlintiTuru::Yol;
    }
    // a comment of the sources (`/// Paragraph N.`) is code
    if q.starts_with("//") || ad_mi(q, k) {
        return AlintiTuru::Ad;
    }
    if dersler::DERSLER
        .iter()
        .any(|d| d.calistir(Program::Olc, &[ders::secenek::ARIZA_BAYRAGI, q]).kod == 0)
    {
        return AlintiTuru::Ariza;
    }
    AlintiTuru::Metin
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
        let alintilar: Vec<(Alinti, AlintiTuru)> = alintilar(metin)
            .into_iter()
            .filter(|a| !a.metin.is_empty())
            .map(|a| {
                let t = tur(&a.metin, &kaynaklar);
                (a, t)
            })
            .collect();
        for (a, t) in &alintilar {
            if *t == AlintiTuru::Komut {
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
            sayi += usize::from(t == AlintiTuru::Metin);
            // an ellipsis stands for what the quote leaves out: each piece must be there
            let parcalar = a.metin.split(['…']).flat_map(|p| p.split("...")).map(str::trim);
            let uretilmis = |p: &str| p.is_empty() || uretilen.contains(p) || kaynaklar.uretir(p);
            if t == AlintiTuru::Metin && !parcalar.into_iter().all(uretilmis) {
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

    #[test]
    fn alintinin_turu_kuraldan() {
        let k = Kaynaklar {
            adlar: ["arama", "kusur_adi", "kira"].map(String::from).into(),
            ..Kaynaklar::default()
        };
        assert_eq!(tur("--ariza 'd0:6-10'", &k), AlintiTuru::Bayrak);
        assert_eq!(tur("cargo run -p lider --bin olc -- --iz", &k), AlintiTuru::Komut);
        assert_eq!(tur("olc --iz", &k), AlintiTuru::Komut);
        assert_eq!(tur("bosa yurutulen/gun", &k), AlintiTuru::Metin);
        assert_eq!(tur("S3: tarife -> indirim", &k), AlintiTuru::Metin);
        assert_eq!(tur("crates/lider/src/secim.rs", &k), AlintiTuru::Yol);
        assert_eq!(tur("docs/kesif.json", &k), AlintiTuru::Yol);
        assert_eq!(tur("arama::kusur_adi", &k), AlintiTuru::Ad);
        assert_eq!(tur("kira", &k), AlintiTuru::Ad);
        assert_eq!(tur("d0:6-10", &k), AlintiTuru::Ariza);
        assert_eq!(tur("S3:fatura=hata", &k), AlintiTuru::Ariza);
        assert_eq!(tur("<ders>::<Tür>,", &k), AlintiTuru::Ad);
        assert_eq!(tur("CARGO_*", &k), AlintiTuru::Ad);
        assert_eq!(tur("kube-controller-manager", &k), AlintiTuru::Ad);
        assert_eq!(tur("LeaderKey", &k), AlintiTuru::Ad);
        assert_eq!(tur("## Model ne yapar", &k), AlintiTuru::Isaret);
        assert_eq!(tur("0.0833", &k), AlintiTuru::Metin);
        assert_eq!(tur("BOZUK IDDIA", &k), AlintiTuru::Metin);
        assert_eq!(
            tur("tarife TELAFI EDILMEDI (iptal olayi KAYBOLDU, yazma kaldi)", &k),
            AlintiTuru::Metin
        );
    }
}
