//! A lesson's moments found in its text: a moment's locator ([`ders::an::Yer`]) names its
//! section by heading and its sentence by place, and this is the one reader of it, for the
//! locators' test and for the book built beside the texts. A section is the prose between its
//! heading and the next: paragraphs with Turkish letters (the code blocks and printed outputs
//! are ASCII and are no prose); a sentence ends at `.`, `!` or `?` before the next one's first
//! letter (an ordinal, `5. turda`, goes on), and a clause at `;` or `:`.

use crate::okuma::{self, DersMetni};
use ders::an::Yer;
use std::path::Path;

/// The lesson texts in folder `klasor` (a folder's files, in name order), each with its
/// lesson: those whose code headers name one lesson of the list.
pub fn dersin_metinleri(klasor: &Path) -> Vec<(String, DersMetni)> {
    let (metinler, _, _) = crate::toplama::metinleri_topla(&[klasor.to_path_buf()]);
    metinler.into_iter().map(|(m, d)| (d, m)).collect()
}

/// The sentences of the section headed `bolum` in text `m`, in order; an error says why there
/// is no such section (none, or more than one heading so written).
pub fn bolumun_cumleleri(m: &DersMetni, bolum: &str) -> Result<Vec<String>, String> {
    let kodlar: Vec<(usize, usize)> = m.kod_bloklari().iter().map(|b| (b.bas, b.son)).collect();
    let (_, basliklar) = m.basliklar(&kodlar);
    let basliklar: Vec<_> = basliklar.into_iter().filter(|b| okuma::duz_yazi(&b.metin)).collect();
    let bulunan: Vec<usize> =
        (0..basliklar.len()).filter(|&i| basliklar[i].metin == bolum).collect();
    let i = match bulunan.as_slice() {
        [i] => *i,
        [] => return Err(format!("«{bolum}» başlıklı bir bölüm yok")),
        _ => return Err(format!("«{bolum}» başlıklı {} bölüm var", bulunan.len())),
    };
    let bas = basliklar[i].satir + 1;
    let son = basliklar.get(i + 1).map_or(m.uzunluk(), |b| b.satir);
    let paragraflar = m.paragraflar(bas, son, &kodlar, &basliklar);
    Ok(paragraflar
        .iter()
        .filter(|(_, p)| okuma::duz_yazi(p))
        .flat_map(|(_, p)| cumlelere_bol(p))
        .collect())
}

/// The sentence (or clause) locator `yer` names in text `m`; an error says why it names none,
/// or names one that does not hold its anchoring word.
pub fn bul(m: &DersMetni, yer: &Yer) -> Result<String, String> {
    let cumleler = bolumun_cumleleri(m, yer.bolum)?;
    let cumle =
        (yer.cumle as usize).checked_sub(1).and_then(|i| cumleler.get(i)).ok_or_else(|| {
            format!("«{}» bölümünde {} cümle var, {}. yok", yer.bolum, cumleler.len(), yer.cumle)
        })?;
    let bulunan = match yer.kisim {
        0 => cumle.clone(),
        k => {
            let kisimlar = kisimlara_bol(cumle);
            kisimlar.get(k as usize - 1).cloned().ok_or_else(|| {
                format!("{}: {} kısım var, {}. yok", yer.okunus(), kisimlar.len(), k)
            })?
        }
    };
    if !bulunan.contains(yer.kelime) {
        return Err(format!("{}: '{}' kelimesini içermiyor: {bulunan}", yer.okunus(), yer.kelime));
    }
    Ok(bulunan)
}

/// A paragraph's sentences: each ends at `.`, `!` or `?` followed by a space and a capital
/// letter (or, after a word, a small one), or at the paragraph's end.
pub fn cumlelere_bol(paragraf: &str) -> Vec<String> {
    let harfler: Vec<char> = paragraf.chars().collect();
    let mut cumleler = Vec::new();
    let mut bas = 0;
    for i in 0..harfler.len() {
        // an ordinal's dot (`5. turda`) is followed by a small letter; a sentence may begin
        // with one (a table's label, `iki liderli tur`) after a word
        let sira = i > 0 && harfler[i - 1].is_ascii_digit();
        let sonraki = harfler.get(i + 2).copied().unwrap_or(' ');
        let son = ".!?".contains(harfler[i])
            && harfler.get(i + 1) == Some(&' ')
            && (sonraki.is_uppercase() || (!sira && sonraki.is_alphabetic()));
        if son {
            cumleler.push(harfler[bas..=i].iter().collect::<String>().trim().to_string());
            bas = i + 1;
        }
    }
    let kalan: String = harfler[bas..].iter().collect::<String>().trim().to_string();
    if !kalan.is_empty() {
        cumleler.push(kalan);
    }
    cumleler
}

/// A sentence's clauses: split after each `;` or `:` followed by a space.
pub fn kisimlara_bol(cumle: &str) -> Vec<String> {
    let mut kisimlar = Vec::new();
    let mut cur = String::new();
    let mut c = cumle.chars().peekable();
    while let Some(h) = c.next() {
        cur.push(h);
        if ";:".contains(h) && c.peek() == Some(&' ') {
            kisimlar.push(std::mem::take(&mut cur).trim().to_string());
        }
    }
    if !cur.trim().is_empty() {
        kisimlar.push(cur.trim().to_string());
    }
    kisimlar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sira_sayisi_cumleyi_bitirmez_buyuk_harf_bitirir() {
        let c =
            cumlelere_bol("Son iş 5. turda bitti. Görünürde her şey yolunda: sıfır. 4 iş. iki tur");
        assert_eq!(
            c,
            ["Son iş 5. turda bitti.", "Görünürde her şey yolunda: sıfır. 4 iş.", "iki tur"]
        );
        assert_eq!(kisimlara_bol(&c[1]), ["Görünürde her şey yolunda:", "sıfır. 4 iş."]);
    }

    #[test]
    fn yer_bolumu_ve_cumleyi_bulur_kelimeyi_denetler() {
        let m = DersMetni::yeni(
            Path::new("x.txt"),
            "Başlık\n\nGiriş cümlesi.\n\nİkinci Bölüm\n\nBir cümle. İki; üç.\n\n// ders/x.mjs — kod\nconst a = 1;\n",
        );
        let yer = |cumle, kisim, kelime| Yer { bolum: "İkinci Bölüm", cumle, kisim, kelime };
        assert_eq!(bul(&m, &yer(2, 0, "İki")).unwrap(), "İki; üç.");
        assert_eq!(bul(&m, &yer(2, 2, "üç")).unwrap(), "üç.");
        assert!(bul(&m, &yer(3, 0, "x")).unwrap_err().contains("2 cümle var, 3. yok"));
        assert!(bul(&m, &yer(1, 0, "İki")).unwrap_err().contains("içermiyor"));
        let yok = Yer { bolum: "Yok", cumle: 1, kisim: 0, kelime: "" };
        assert!(bul(&m, &yok).unwrap_err().contains("bölüm yok"));
    }
}
