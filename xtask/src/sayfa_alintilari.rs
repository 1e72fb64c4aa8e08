//! The quotes of a page of the docs, as the quote check ([`crate::alinti`]) reads them: each
//! inline code span and each line of a hand-written text fence, the generated blocks left out;
//! and the generated blocks' own text, which the quotes may come from.

/// One quote where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alinti {
    /// Its line (1-based).
    pub satir: usize,
    /// Its text, whitespace normalised.
    pub metin: String,
}

/// Runs of whitespace as one space, trimmed.
pub fn duzle(m: &str) -> String {
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
/// `memchr` a second time: `tidy::bagimlilik::ders_programlari_derlemeyi_paylasir`.)
pub fn alintilar(metin: &str) -> Vec<Alinti> {
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

/// The text of the docs' generated blocks, each block one entry.
pub fn uretilen_bloklar(metin: &str) -> Vec<String> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
