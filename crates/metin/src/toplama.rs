//! The texts collected: the lesson texts among the paths given (a folder's files, in name
//! order), each read with its lesson's program blocks and printed outputs found.

use crate::girdi::Ciktilar;
use crate::okuma::{CiktiYeri, DersMetni, KodBlogu};
use crate::rapor::*;
use std::path::PathBuf;

/// The lesson texts among `yollar` (a folder's files, recursively, in name order), the files
/// skipped, and the errors.
pub(crate) fn metinleri_topla(
    yollar: &[PathBuf],
) -> (Vec<(DersMetni, String)>, Vec<PathBuf>, Vec<String>) {
    let dersler: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    let (mut metinler, mut atlanan, mut hatalar) = (Vec::new(), Vec::new(), Vec::new());
    // (file, named on its own): a file named on its own must be a lesson text
    let mut dosyalar: Vec<(PathBuf, bool)> = Vec::new();
    for yol in yollar {
        if yol.is_dir() {
            let mut icindekiler = Vec::new();
            let mut bekleyen = vec![yol.clone()];
            while let Some(k) = bekleyen.pop() {
                match std::fs::read_dir(&k) {
                    Ok(g) => {
                        // a link is not followed: a link to a parent folder would loop
                        for g in g.flatten() {
                            match g.file_type() {
                                Ok(t) if t.is_dir() => bekleyen.push(g.path()),
                                Ok(t) if t.is_file() => icindekiler.push(g.path()),
                                _ => {}
                            }
                        }
                    }
                    Err(e) => hatalar.push(format!("{}: {e}", ad(&k))),
                }
            }
            icindekiler.sort();
            dosyalar.extend(icindekiler.into_iter().map(|d| (d, false)));
        } else if yol.is_file() {
            dosyalar.push((yol.clone(), true));
        } else {
            hatalar.push(format!("{}: böyle bir dosya ya da klasör yok", ad(yol)));
        }
    }
    for (yol, acik) in dosyalar {
        let metin = match DersMetni::oku(&yol) {
            Ok(m) => m,
            Err(e) if acik => {
                hatalar.push(e);
                continue;
            }
            Err(_) => {
                atlanan.push(yol);
                continue;
            }
        };
        let adlanan: Vec<String> =
            metin.dersler().into_iter().filter(|d| dersler.contains(&d.as_str())).collect();
        match adlanan.as_slice() {
            [d] => metinler.push((metin, d.clone())),
            [] if acik => hatalar.push(format!(
                "{}: ders metni değil: hiçbir kod başlığı bir dersi adlandırmıyor (aranan: \
                 `// <ders>/<dosya>.mjs — …`, dersler: {})",
                ad(&yol),
                dersler.join(", ")
            )),
            [] => atlanan.push(yol),
            birden => hatalar.push(format!(
                "{}: kod başlıkları birden çok dersi adlandırıyor ({}); bir metin bir derstir",
                ad(&yol),
                birden.join(", ")
            )),
        }
    }
    (metinler, atlanan, hatalar)
}

/// A text read for its lesson: the lesson's code blocks and, for each program, where its
/// printed output is.
pub(crate) struct Okunan<'m> {
    /// The text.
    pub metin: &'m DersMetni,
    /// Its lesson.
    pub ders: String,
    /// Its code blocks.
    pub bloklar: Vec<KodBlogu>,
    /// Each program with its block and the place of its printed output, or what is missing.
    pub programlar: Vec<(String, ProgramYeri)>,
}

/// A program's code block and the place of its printed output, or what is missing.
pub(crate) type ProgramYeri = Result<(KodBlogu, CiktiYeri), String>;

pub(crate) fn oku<'m>(metin: &'m DersMetni, ders: &str, ciktilar: &Ciktilar) -> Okunan<'m> {
    let butun = metin.kod_bloklari();
    let bloklar: Vec<KodBlogu> = butun.iter().filter(|b| b.ders == ders).cloned().collect();
    let programlar = ders::Program::HEPSI
        .iter()
        .map(|p| {
            let ad = p.ad().to_string();
            let bulunan: Vec<&KodBlogu> = bloklar.iter().filter(|b| b.program() == ad).collect();
            let sonuc = match bulunan.as_slice() {
                [] => Err(format!(
                    "`{ders}/{ad}.mjs` kod bloğu bulunamadı (aranan başlık: `// {ders}/{ad}.mjs — …`)"
                )),
                [b] => match ciktilar.get(&(ders.to_string(), ad.clone())) {
                    None => Err(format!("{ders} {ad}: Rust programının çıktısı yok")),
                    Some(c) => {
                        // up to the next code header, whatever lesson it names
                        let sonraki = butun
                            .iter()
                            .map(|x| x.bas)
                            .find(|&x| x > b.son)
                            .unwrap_or(metin.uzunluk());
                        // from the header: an output that reads as code (a line ending in a
                        // comma) is found where it stands, and the block ends before it
                        let mut b = (*b).clone();
                        let yer = metin.cikti_bul(c, b.bas + 1, sonraki);
                        if let CiktiYeri::Tek(a, _) = yer {
                            b.son = b.son.min(a - 1);
                            while b.son > b.bas && metin.satir(b.son).trim().is_empty() {
                                b.son -= 1;
                            }
                        }
                        Ok((b, yer))
                    }
                },
                birden => Err(format!(
                    "`{ders}/{ad}.mjs` kod bloğu {} kez var (satır {}); hangisinin çıktısı olduğu belirsiz",
                    birden.len(),
                    birden.iter().map(|b| (b.bas + 1).to_string()).collect::<Vec<_>>().join(", ")
                )),
            };
            (ad, sonuc)
        })
        .collect();
    // the blocks as cut at their outputs
    let programlar: Vec<(String, ProgramYeri)> = programlar;
    let mut bloklar = bloklar;
    for (kisa, _) in programlar.iter().filter_map(|(_, p)| p.as_ref().ok()) {
        for b in bloklar.iter_mut().filter(|b| b.bas == kisa.bas) {
            b.son = kisa.son;
        }
    }
    Okunan { metin, ders: ders.to_string(), bloklar, programlar }
}
