//! Reading a lesson text: plain text with code blocks that start at a header naming a lesson
//! file (`// lider/olc.mjs — ...`), the printed output under some of them, and the section
//! headings. Blocks are found by what they are, never by line numbers: a code block ends where
//! prose (or its printed output) begins, and a printed output is found by its shape, the lines
//! of the program's output with every number masked.

use std::path::{Path, PathBuf};

/// One lesson text, split into lines that keep their line ends (so a rewrite leaves every other
/// byte as it was).
#[derive(Debug, Clone)]
pub struct DersMetni {
    /// Where it was read from.
    pub yol: PathBuf,
    /// Each line with its end (`\n`, `\r\n` or none for the last).
    pub ham: Vec<String>,
}

/// A code block: a file of the lesson's JavaScript as the text prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KodBlogu {
    /// The lesson its header names (`lider`).
    pub ders: String,
    /// The file, without the folder (`olc.mjs`).
    pub dosya: String,
    /// First line (the header), 0-based.
    pub bas: usize,
    /// Last line of code, inclusive.
    pub son: usize,
}

impl KodBlogu {
    /// `olc` for `olc.mjs`: the program the block is.
    pub fn program(&self) -> &str {
        self.dosya.strip_suffix(".mjs").unwrap_or(&self.dosya)
    }
}

/// A section heading: a short line standing alone between blank lines, outside code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Baslik {
    /// Its line, 0-based.
    pub satir: usize,
    /// Its text.
    pub metin: String,
}

/// Where a program's printed output is, looked for by shape after its code block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CiktiYeri {
    /// Exactly one place: its first and last line, inclusive.
    Tek(usize, usize),
    /// Nowhere.
    Yok,
    /// More than one place (their first lines): a rewrite would have to guess.
    Belirsiz(Vec<usize>),
}

impl DersMetni {
    /// Reads a text; a file that is not UTF-8 is an error.
    pub fn oku(yol: &Path) -> Result<DersMetni, String> {
        let icerik = std::fs::read_to_string(yol).map_err(|e| format!("{}: {e}", yol.display()))?;
        Ok(DersMetni::yeni(yol, &icerik))
    }

    /// A text from its contents.
    pub fn yeni(yol: &Path, icerik: &str) -> DersMetni {
        DersMetni { yol: yol.into(), ham: icerik.split_inclusive('\n').map(String::from).collect() }
    }

    /// Line `i` without its end.
    pub fn satir(&self, i: usize) -> &str {
        self.ham[i].trim_end_matches(['\n', '\r'])
    }

    /// How many lines it has.
    pub fn uzunluk(&self) -> usize {
        self.ham.len()
    }

    /// The contents, byte for byte.
    pub fn icerik(&self) -> String {
        self.ham.concat()
    }

    /// Lines `bas..=son` joined with `\n`, with a final `\n`: as a program prints them.
    pub fn parca(&self, bas: usize, son: usize) -> String {
        (bas..=son).map(|i| format!("{}\n", self.satir(i))).collect()
    }

    /// The code headers' lessons, once each, in order: `// ders/dosya.mjs — ...` names `ders`.
    pub fn dersler(&self) -> Vec<String> {
        let mut d: Vec<String> = Vec::new();
        for (ders, _) in (0..self.uzunluk()).filter_map(|i| baslik_satiri(self.satir(i))) {
            if !d.contains(&ders) {
                d.push(ders);
            }
        }
        d
    }

    /// Every code block, in text order. A block starts at its header and takes the following
    /// paragraphs while they read as code; it ends before the first paragraph that is prose or
    /// not code (a printed output), or before the next header.
    pub fn kod_bloklari(&self) -> Vec<KodBlogu> {
        let mut bloklar = Vec::new();
        let mut i = 0;
        while i < self.uzunluk() {
            let Some((ders, dosya)) = baslik_satiri(self.satir(i)) else {
                i += 1;
                continue;
            };
            let bas = i;
            let mut son = i;
            let mut j = i + 1;
            loop {
                // the paragraph from `p` to `q` (exclusive), after blank lines
                let mut p = j;
                while p < self.uzunluk() && self.satir(p).trim().is_empty() {
                    p += 1;
                }
                if p >= self.uzunluk() || sinir_satiri(self.satir(p)) {
                    break;
                }
                let mut q = p;
                while q < self.uzunluk() && !self.satir(q).trim().is_empty() && !cit(self.satir(q))
                {
                    q += 1;
                }
                let paragraf: Vec<&str> = (p..q).map(|k| self.satir(k)).collect();
                let duz = paragraf.iter().position(|s| duz_yazi(s) && !kod_gibi(&[s]));
                if p == i + 1 {
                    // the header's own paragraph is code up to any prose in it
                    son = p + duz.unwrap_or(q - p) - 1;
                    if duz.is_some() {
                        break;
                    }
                } else if duz.is_some() || !kod_gibi(&paragraf) {
                    break;
                } else {
                    son = q - 1;
                }
                if q < self.uzunluk() && cit(self.satir(q)) {
                    // a Markdown fence closes the block
                    break;
                }
                j = q;
            }
            bloklar.push(KodBlogu { ders, dosya, bas, son });
            i = son + 1;
        }
        bloklar
    }

    /// The title (the first non-blank line) and the section headings after it: lines standing
    /// alone between blank lines, short, with no sentence end, outside the ranges in `disari`
    /// (code and printed outputs).
    pub fn basliklar(&self, disari: &[(usize, usize)]) -> (Option<Baslik>, Vec<Baslik>) {
        let bos = |i: usize| i >= self.uzunluk() || self.satir(i).trim().is_empty();
        let ilk = (0..self.uzunluk()).find(|&i| !bos(i));
        let baslik = ilk.map(|i| Baslik { satir: i, metin: self.satir(i).trim().to_string() });
        let mut basliklar = Vec::new();
        for i in ilk.map_or(0, |i| i + 1)..self.uzunluk() {
            let s = self.satir(i).trim();
            let icerde = disari.iter().any(|&(a, b)| (a..=b).contains(&i));
            if bos(i) || icerde || (i > 0 && !bos(i - 1)) || !bos(i + 1) {
                continue;
            }
            if basliga_benzer(s) {
                basliklar.push(Baslik { satir: i, metin: s.to_string() });
            }
        }
        (baslik, basliklar)
    }

    /// The prose paragraphs from line `bas` to before line `son` (0-based, exclusive), outside
    /// the ranges in `disari` (code, outputs) and the headings in `basliklar`: each a run of
    /// non-blank lines, a bullet (`•`) line its own paragraph; with its first line.
    pub fn paragraflar(
        &self,
        bas: usize,
        son: usize,
        disari: &[(usize, usize)],
        basliklar: &[Baslik],
    ) -> Vec<(usize, String)> {
        let mut p: Vec<(usize, String)> = Vec::new();
        let mut acik = false;
        for i in bas..son.min(self.uzunluk()) {
            let s = self.satir(i).trim();
            let disinda = disari.iter().any(|&(a, b)| (a..=b).contains(&i))
                || basliklar.iter().any(|b| b.satir == i);
            if s.is_empty() || disinda {
                acik = false;
                continue;
            }
            match p.last_mut() {
                Some((_, metin)) if acik && !s.starts_with('•') => {
                    metin.push(' ');
                    metin.push_str(s);
                }
                _ => p.push((i, s.to_string())),
            }
            acik = true;
        }
        p
    }

    /// Where `cikti` (a program's output) is printed between lines `bas` and `son` (exclusive),
    /// found by shape: the same lines once every number is masked ([`maskele`]).
    pub fn cikti_bul(&self, cikti: &str, bas: usize, son: usize) -> CiktiYeri {
        let aranan: Vec<String> = cikti.lines().map(maskele).collect();
        let n = aranan.len();
        if n == 0 || son < bas + n {
            return CiktiYeri::Yok;
        }
        let yerler: Vec<usize> = (bas..=son - n)
            .filter(|&p| (0..n).all(|k| maskele(self.satir(p + k)) == aranan[k]))
            .collect();
        match yerler.as_slice() {
            [] => CiktiYeri::Yok,
            [p] => CiktiYeri::Tek(*p, p + n - 1),
            _ => CiktiYeri::Belirsiz(yerler),
        }
    }

    /// The lines after line `son` up to the next prose, code header or heading-like line
    /// standing alone, without the blank lines (and Markdown fences) around them: where a
    /// block's printed output stands when its shape no longer matches (shown next to what was
    /// looked for).
    pub fn cikti_adayi(&self, son: usize) -> Option<(usize, usize)> {
        let bos = |i: usize| i >= self.uzunluk() || self.satir(i).trim().is_empty();
        let mut bas = son + 1;
        while bas < self.uzunluk() && (bos(bas) || cit(self.satir(bas))) {
            bas += 1;
        }
        let mut bit = bas;
        while bit < self.uzunluk() {
            let s = self.satir(bit);
            let yalniz = bit > 0 && bos(bit - 1) && bos(bit + 1) && basliga_benzer(s);
            if duz_yazi(s) || sinir_satiri(s) || yalniz {
                break;
            }
            bit += 1;
        }
        while bit > bas && (bos(bit - 1) || cit(self.satir(bit - 1))) {
            bit -= 1;
        }
        (bit > bas).then(|| (bas, bit - 1))
    }

    /// Replaces lines `bas..=son` with `yeni`'s lines. New line `k` ends as old line
    /// `bas + k` ended (`\n`, `\r\n`, or nothing at the end of a file); lines past the old
    /// block's end take its last line's ending, the last one its own. Every other byte stays.
    pub fn degistir(&mut self, bas: usize, son: usize, yeni: &str) {
        let ek = |i: usize| self.ham[i][self.satir(i).len()..].to_string();
        let son_ek = ek(son);
        let ara_ek = (bas..=son).rev().map(ek).find(|e| !e.is_empty()).unwrap_or("\n".into());
        let n = yeni.lines().count();
        let satirlar: Vec<String> = yeni
            .lines()
            .enumerate()
            .map(|(k, s)| {
                let e = if k + 1 == n {
                    son_ek.clone()
                } else if bas + k < son {
                    ek(bas + k)
                } else {
                    ara_ek.clone()
                };
                format!("{s}{e}")
            })
            .collect();
        self.ham.splice(bas..=son, satirlar);
    }
}

/// `(ders, dosya)` if `satir` is a code header: `// ders/dosya.mjs — ...`.
pub fn baslik_satiri(satir: &str) -> Option<(String, String)> {
    let yol = satir.strip_prefix("// ")?.split_whitespace().next()?;
    let (ders, dosya) = yol.split_once('/')?;
    let ad = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c == '_');
    let govde = dosya.strip_suffix(".mjs")?;
    (ad(ders) && ad(govde)).then(|| (ders.to_string(), dosya.to_string()))
}

/// A line that ends a code block's paragraphs: a code header or a Markdown fence.
fn sinir_satiri(satir: &str) -> bool {
    baslik_satiri(satir).is_some() || cit(satir)
}

/// A Markdown fence (```` ``` ````, with or without a language).
pub fn cit(satir: &str) -> bool {
    satir.trim_start().starts_with("```")
}

/// Whether a line standing alone reads as a heading: short, starting with a capital, with no
/// sentence end and no bullet.
fn basliga_benzer(s: &str) -> bool {
    let s = s.trim();
    let sonu = s.chars().last().unwrap_or('.');
    let kisa = s.chars().count() <= 80;
    let buyuk = s.chars().next().is_some_and(char::is_uppercase);
    kisa && buyuk && !".:;,!?".contains(sonu) && !s.starts_with('•')
}

/// Prose: a line with a letter outside ASCII (the lessons' code and outputs are ASCII; their
/// prose is Turkish) or a typographic quote.
pub fn duz_yazi(satir: &str) -> bool {
    satir.chars().any(|c| (c.is_alphabetic() && !c.is_ascii()) || "’‘“”".contains(c))
}

/// Whether a paragraph reads as JavaScript: a line opens with a keyword, a comment or a closing
/// bracket, or ends as a statement or an open expression does.
pub fn kod_gibi(paragraf: &[&str]) -> bool {
    const BAS: [&str; 15] = [
        "//",
        "import ",
        "export ",
        "const ",
        "let ",
        "var ",
        "for ",
        "for (",
        "if ",
        "while ",
        "function ",
        "return",
        "console.",
        "}",
        ")",
    ];
    const SON: [&str; 8] = [";", "{", "}", "(", "[", ",", "=>", "+"];
    paragraf.iter().any(|s| {
        let s = s.trim();
        BAS.iter().any(|b| s.starts_with(b)) || SON.iter().any(|e| s.ends_with(e))
    })
}

/// A line's shape: each number (with its sign), with the spaces around it, becomes `#` (a
/// number of another width moves the padding around it).
pub fn maskele(satir: &str) -> String {
    let mut cikti = String::new();
    let mut c = satir.chars().peekable();
    let mut onceki = ' ';
    while let Some(h) = c.next() {
        let isaret = h == '-'
            && c.peek().is_some_and(|d| d.is_ascii_digit())
            && !onceki.is_ascii_alphanumeric();
        if !h.is_ascii_digit() && !isaret {
            cikti.push(h);
            onceki = h;
            continue;
        }
        while cikti.ends_with(' ') {
            cikti.pop();
        }
        while c.peek().is_some_and(|d| d.is_ascii_digit()) {
            c.next();
        }
        // a fraction: `.` followed by digits
        let mut ileri = c.clone();
        if ileri.next() == Some('.') && ileri.peek().is_some_and(|d| d.is_ascii_digit()) {
            c.next();
            while c.peek().is_some_and(|d| d.is_ascii_digit()) {
                c.next();
            }
        }
        onceki = '0';
        while c.peek() == Some(&' ') {
            c.next();
            onceki = ' ';
        }
        cikti.push('#');
    }
    cikti
}

/// How well `metin` (a paragraph or a sentence) matches a claim test's name: how many of the
/// name's words (split at `_`) it holds, numbers as whole numbers, words of two letters or more
/// folded to ASCII.
pub fn uyum(metin: &str, ad: &str) -> usize {
    let katli = cekirdek::turkce_harfsiz(metin).to_lowercase().replace(['’', '\''], " ");
    let kelimeler: Vec<&str> =
        katli.split(|c: char| !c.is_alphanumeric()).filter(|k| !k.is_empty()).collect();
    // a decimal figure of the name (`0_50`) also matches the text's `0,50`
    let sayilar: Vec<String> = katli
        .split(|c: char| !(c.is_ascii_digit() || c == ','))
        .map(|s| s.trim_matches(',').replace(',', "_"))
        .collect();
    let parcalar: Vec<&str> = ad.split('_').filter(|p| !p.is_empty()).collect();
    let mut n = 0;
    for (i, p) in parcalar.iter().enumerate() {
        if p.chars().all(|c| c.is_ascii_digit()) {
            let ondalik = parcalar.get(i + 1).filter(|q| q.chars().all(|c| c.is_ascii_digit()));
            let tam = ondalik.map(|q| format!("{p}_{q}"));
            if kelimeler.contains(p) || tam.is_some_and(|t| sayilar.contains(&t)) {
                n += 1;
            }
        } else if p.len() >= 2
            && kelimeler.iter().any(|k| k.starts_with(p) || p.starts_with(*k) && k.len() >= 4)
        {
            n += 1;
        }
    }
    n
}

/// The sentence of `paragraf` that best matches claim test `ad` ([`uyum`]): sentences end at
/// `. `, `: ` or `; `, an ordinal's dot (`8. tur`) aside.
pub fn cumle(paragraf: &str, ad: &str) -> String {
    let mut cumleler: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut c = paragraf.chars().peekable();
    let mut onceki = ' ';
    while let Some(h) = c.next() {
        cur.push(h);
        // an ordinal (`8. tur`) does not end a sentence
        let sira = h == '.' && onceki.is_ascii_digit();
        if ".;:".contains(h) && c.peek() == Some(&' ') && !sira {
            cumleler.push(std::mem::take(&mut cur).trim().to_string());
        }
        onceki = h;
    }
    if !cur.trim().is_empty() {
        cumleler.push(cur.trim().to_string());
    }
    let en = cumleler.iter().map(|s| uyum(s, ad)).max().unwrap_or(0);
    cumleler.into_iter().find(|s| uyum(s, ad) == en).unwrap_or_default()
}

/// A heading folded to a test module's name: Turkish letters to ASCII, lower case, each run of
/// other characters an underscore (`Sayıların Okunması` -> `sayilarin_okunmasi`).
pub fn modul_adi(baslik: &str) -> String {
    let harfsiz = cekirdek::turkce_harfsiz(baslik).to_lowercase();
    let mut ad = String::new();
    for c in harfsiz.chars() {
        if c.is_ascii_alphanumeric() {
            ad.push(c);
        } else if !ad.ends_with('_') && !ad.is_empty() {
            ad.push('_');
        }
    }
    ad.trim_end_matches('_').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up text in the lessons' layout (not a lesson's words).
    const ORNEK: &str = "Deneme Dersi\n\nGiriş paragrafı, düz yazı.\n\nİlk Bölüm\n\n\
// deneme/model.mjs — bir model\n// ikinci yorum satırı\nexport const A = [1, 2];\n\n\
export function kosum({ n = 3 }) {\n  return { n };\n}\n\nAradaki açıklama.\n\n\
// deneme/olc.mjs — bir program\nimport { kosum } from \"./model.mjs\";\n\n\
console.log(`n ${kosum({}).n}`);\nconsole.log();\nconsole.log(`${\"a\".padEnd(4)}${String(12).padStart(5)}`);\n\n\
n 3\n\na      12\n\nSayıların Okunması\n\nSonuç cümlesi: 3.\n";

    fn ornek() -> DersMetni {
        DersMetni::yeni(Path::new("ornek.txt"), ORNEK)
    }

    #[test]
    fn kod_bloklari_bastan_duz_yaziya_ya_da_ciktiya_kadar() {
        let m = ornek();
        let b = m.kod_bloklari();
        let yerler: Vec<_> = b.iter().map(|b| (b.dosya.as_str(), b.bas + 1, b.son + 1)).collect();
        assert_eq!(yerler, [("model.mjs", 7, 13), ("olc.mjs", 17, 22)]);
        assert_eq!(m.dersler(), ["deneme"]);
        assert_eq!(b[1].program(), "olc");
    }

    #[test]
    fn cikti_bicimiyle_bulunur_sayi_degisse_de() {
        let m = ornek();
        let son = m.kod_bloklari()[1].son;
        assert_eq!(m.cikti_bul("n 3\n\na      12\n", son + 1, m.uzunluk()), CiktiYeri::Tek(23, 25));
        // another figure, another width: the same shape
        assert_eq!(m.cikti_bul("n 10\n\na     7\n", son + 1, m.uzunluk()), CiktiYeri::Tek(23, 25));
        assert_eq!(m.cikti_bul("m 3\n", son + 1, m.uzunluk()), CiktiYeri::Yok);
        assert_eq!(m.cikti_bul("n 3\n", 0, m.uzunluk()), CiktiYeri::Tek(23, 23));
        let iki = DersMetni::yeni(Path::new("x"), "n 3\nx\nn 4\n");
        assert_eq!(iki.cikti_bul("n 5\n", 0, 3), CiktiYeri::Belirsiz(vec![0, 2]));
        assert_eq!(m.cikti_adayi(son), Some((23, 25)));
    }

    #[test]
    fn turkce_harfli_kod_ve_markdown_citi_bloku_bolmez() {
        let m = DersMetni::yeni(
            Path::new("x"),
            "Başlık\n\n```js\n// d/olc.mjs — x\nconst s = \"gün\";\n// açıklama\nconsole.log(s);\n```\n\n```\ngun 3\n```\n\nDüz yazı.\n",
        );
        let b = m.kod_bloklari();
        assert_eq!((b[0].bas + 1, b[0].son + 1), (4, 7));
        assert_eq!(m.cikti_adayi(b[0].son), Some((10, 10)));
    }

    #[test]
    fn basliklar_kod_ve_cikti_disinda() {
        let m = ornek();
        let (baslik, b) = m.basliklar(&[(6, 12), (16, 21), (23, 25)]);
        assert_eq!(baslik.map(|b| b.metin), Some("Deneme Dersi".into()));
        let adlar: Vec<_> = b.iter().map(|b| (b.satir + 1, b.metin.as_str())).collect();
        assert_eq!(adlar, [(5, "İlk Bölüm"), (28, "Sayıların Okunması")]);
        assert_eq!(modul_adi("Sayıların Okunması"), "sayilarin_okunmasi");
        assert_eq!(modul_adi("Hesaba Dönüş"), "hesaba_donus");
        assert_eq!(modul_adi("Özet"), "ozet");
    }

    #[test]
    fn maske_sayilari_ve_cevresindeki_boslugu_siler() {
        let satirlar = ["kira    3  lidersiz 12", " 0.005     80", "S3@fatura, %4.00", "6-10. tur"];
        assert_eq!(satirlar.map(maskele), ["kira#lidersiz#", "##", "S#@fatura, %#", "#-#. tur"]);
        assert_eq!(maskele("fark -1"), maskele("fark 0"));
    }

    #[test]
    fn degistirmek_oteki_baytlara_dokunmaz() {
        // (text, first line, last line, the lines put there, the text after)
        let durumlar = [
            ("a\r\nb 1\r\nc 2\r\nd", 1, 2, "b 10\nc 20\n", "a\r\nb 10\r\nc 20\r\nd"),
            ("a\nb 1", 1, 1, "b 2\n", "a\nb 2"),
            // the block ends the file, with no final line end
            ("a\r\nb 1\r\nc 2", 1, 2, "b 10\nc 20\n", "a\r\nb 10\r\nc 20"),
            // mixed endings stay where they were
            ("b 1\nc 2\r\nd 3\n", 0, 2, "b 5\nc 6\nd 7\n", "b 5\nc 6\r\nd 7\n"),
        ];
        for (metin, bas, son, yeni, beklenen) in durumlar {
            let mut m = DersMetni::yeni(Path::new("x"), metin);
            m.degistir(bas, son, yeni);
            assert_eq!(m.icerik(), beklenen, "{metin:?}");
        }
    }
}
