//! The size rule: no source file is over [`DOSYA_SINIRI`] lines and no function over
//! [`FONKSIYON_SINIRI`] lines, with no exemption.

use super::{betiklerle_kaynaklar, goreli};

/// Lines a source file may have.
const DOSYA_SINIRI: usize = 600;
/// Lines a function may have, from its first line to its closing brace.
const FONKSIYON_SINIRI: usize = 120;

/// The named functions of a Rust or JavaScript source (rustfmt's and the book's own
/// indentation): each name, first line (from 1) and length in lines, to the closing brace at
/// its own indentation. A declaration without a body (a trait's) is none.
fn fonksiyonlar(metin: &str) -> Vec<(String, usize, usize)> {
    let satirlar: Vec<&str> = metin.lines().collect();
    let mut bulunan = Vec::new();
    for (i, s) in satirlar.iter().enumerate() {
        let t = s.trim_start();
        let t = t.strip_prefix("export ").unwrap_or(t);
        // `pub `, `pub(crate) `, `pub(super) `, `pub(in a::b) `
        let t = match t.strip_prefix("pub") {
            Some(r) if r.starts_with(' ') => &r[1..],
            Some(r) if r.starts_with('(') => r.split_once(") ").map_or(t, |(_, r)| r),
            _ => t,
        };
        // `const ad = (...) => {` and `const ad = async (...) => {`
        let ok = t
            .strip_prefix("const ")
            .or_else(|| t.strip_prefix("let "))
            .and_then(|r| r.split_once(" = "))
            .filter(|(_, deger)| deger.contains("=> {") && deger.ends_with('{'))
            .map(|(ad, _)| ad);
        let t =
            ["const ", "async ", "unsafe "].iter().fold(t, |t, o| t.strip_prefix(o).unwrap_or(t));
        let ad = match (ok, t.strip_prefix("fn ").or_else(|| t.strip_prefix("function "))) {
            (Some(ad), _) => ad,
            (None, Some(r)) => {
                r.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or_default()
            }
            (None, None) => continue,
        };
        if ad.is_empty() {
            continue;
        }
        let girinti = s.len() - s.trim_start().len();
        let kapanis = satirlar[i..].iter().position(|k| {
            let kt = k.trim_start();
            k.len() - kt.len() == girinti && kt.starts_with('}')
        });
        // a signature that ends in `;` before any `{` opens a body is a declaration
        let ilk_ayrac = satirlar[i..].iter().find_map(|k| {
            let k = k.trim_end();
            k.contains('{').then_some('{').or_else(|| k.ends_with(';').then_some(';'))
        });
        let govdesiz = ilk_ayrac != Some('{');
        if let (Some(k), false) = (kapanis, govdesiz) {
            bulunan.push((ad.to_string(), i + 1, k + 1));
        }
    }
    bulunan
}

/// Invariant: no source file is over [`DOSYA_SINIRI`] lines and no function over
/// [`FONKSIYON_SINIRI`] lines. There is no list of exemptions: a file past the limit is split, by
/// its jobs or by the parts of its one job.
#[test]
fn dosyalar_ve_fonksiyonlar_sinirda() {
    let mut bozuk = Vec::new();
    for yol in betiklerle_kaynaklar() {
        let ad = goreli(&yol);
        let metin = std::fs::read_to_string(&yol).expect("a source file");
        let satir = metin.lines().count();
        if satir > DOSYA_SINIRI {
            bozuk.push(format!("{ad}: {satir} satır (sınır {DOSYA_SINIRI}; işlerine bölün)"));
        }
        for (f, bas, uzunluk) in fonksiyonlar(&metin) {
            if uzunluk > FONKSIYON_SINIRI {
                bozuk.push(format!("{ad}:{bas}: {f} {uzunluk} satır (sınır {FONKSIYON_SINIRI})"));
            }
        }
    }
    assert!(bozuk.is_empty(), "sınırı aşanlar:\n{}", bozuk.join("\n"));
}

#[test]
fn fonksiyonlar_bulunur() {
    let rust = "fn a() {\n    x;\n}\n    pub(crate) async fn b(\n        y: u8,\n    ) -> u8 {\n        y\n    }\ntrait T {\n    fn c(&self);\n}\npub(super) fn d(\n    e: u8,\n) -> u8 {\n    f();\n    e\n}\n";
    assert_eq!(fonksiyonlar(rust), [("a".into(), 1, 3), ("b".into(), 4, 5), ("d".into(), 12, 6)]);
    let js = "  function kur(k) {\n    a();\n  }\n  const f = (x) => {\n    return x;\n  };\n  const g = 3;\nexport async function h(p) {\n  await p;\n}\n";
    assert_eq!(fonksiyonlar(js), [("kur".into(), 1, 3), ("f".into(), 4, 3), ("h".into(), 8, 3)]);
}
