//! The rules between flags that the parser alone does not know, and what they refuse: output
//! flags that collide, a flag the written schedule replaces typed beside it (with the command
//! that writes both as one), and `--svg`'s path. [`crate::komut`] applies them after a parse.

use crate::yazilan::{hata_metni, yazildigi_gibi};
use ders::secenek::{Deger, IZ, JSON, KARSILASTIR, MARKDOWN, Tanim};
use ders::tek_degisiklik::TEK_DEGISIKLIK;
use ders::{Degerler, Program, Programlar, tanimlar};
use std::ffi::OsStr;
use std::path::Path;

/// `olc --svg DOSYA`: the timeline as SVG.
pub(crate) const SVG: &str = "svg";

/// The value flag `ad` was given, as the user typed it (before any reading).
pub(crate) fn ham(m: &clap::ArgMatches, ad: &str) -> Option<String> {
    let mut d = m.try_get_raw(ad).ok()??;
    d.next().map(yazildigi_gibi)
}

/// Output flags that cannot both apply: `--svg -` writes the picture to standard output, where
/// `--json`, `--markdown`, `--iz` and `--karsilastir` print theirs; `--karsilastir` prints no
/// story, so `--iz` adds nothing to it; `--tek-degisiklik` finds what only `--json` and `--iz`
/// show. Why, if they are given together.
pub(crate) fn cikti_catismasi(m: &clap::ArgMatches, svg: Option<&OsStr>) -> Option<String> {
    let verilen = |ad: &str| verildi(m, ad);
    if svg == Some(OsStr::new("-")) {
        for t in [&JSON as &dyn Tanim, &MARKDOWN, &IZ, &KARSILASTIR] {
            if verilen(t.ad()) {
                return Some(format!(
                    "--{SVG} - ile --{} birlikte kullanılamaz: ikisi de standart çıktıya yazar \
                     (resmi bir dosyaya yazın: --{SVG} DOSYA)",
                    t.bayrak()
                ));
            }
        }
    }
    if let Some(neden) = iz_ile_karsilastirma(m) {
        return Some(neden);
    }
    if m.try_get_one::<bool>(TEK_DEGISIKLIK.ad).ok().flatten() == Some(&true)
        && !verilen(JSON.ad)
        && !verilen(IZ.ad())
    {
        return Some(format!(
            "--{} bulduğunu yalnız --json ve --iz ile gösterir: düz ve Markdown tablolar tek \
             değişiklikleri göstermez; birini ekleyin",
            TEK_DEGISIKLIK.bayrak()
        ));
    }
    None
}

/// A flag the written schedule stands in for ([`ders::Senaryo::ARIZAYLA_DUSEN`]: lider's
/// `--duraklama`) typed beside `--ariza`, whatever its value: why not, with the whole command
/// that writes it into the schedule instead, every other flag kept (where that command runs).
pub(crate) fn dusenle_ariza<D: Programlar>(
    p: Program,
    m: &clap::ArgMatches,
    d: &Degerler,
) -> Option<String> {
    use ders::secenek::ARIZA_ADI;
    let ariza = D::SENARYO.iter().find(|t| t.ad() == ARIZA_ADI).filter(|t| verildi(m, t.ad()))?;
    let dusen =
        D::SENARYO.iter().find(|t| D::ARIZAYLA_DUSEN.contains(&t.ad()) && verildi(m, t.ad()))?;
    let oneri = D::arizayla_birlesik(&D::Taban::from(d)).and_then(|birlesik| {
        let yeni = d.clone().ile(*dusen, dusen.varsayilan()).ile(*ariza, Deger::Metin(birlesik));
        // a suggestion is one the program runs
        crate::calistirma::hesapla::<D>(p, &yeni).ok()?;
        let mut komut = crate::yazilan::komut_satiri::<D>(p, &yeni.ciftler(&tanimlar::<D>(p)));
        // the output flags as they were given
        let ciktilar = [&JSON as &dyn Tanim, &MARKDOWN, &TEK_DEGISIKLIK];
        let ek: Vec<String> = ciktilar
            .iter()
            .filter(|t| verildi(m, t.ad()))
            .map(|t| format!("--{}", t.bayrak()))
            .chain(
                m.try_get_raw(SVG)
                    .ok()
                    .flatten()
                    .into_iter()
                    .flatten()
                    .map(|s| format!("--{SVG} {}", kabuk(s))),
            )
            .collect();
        if !ek.is_empty() {
            komut += if komut.contains(" -- ") { " " } else { " -- " };
            komut += &ek.join(" ");
        }
        Some(komut)
    });
    let (b, a) = (dusen.bayrak(), ariza.bayrak());
    let neden = format!(
        "--{b} ile --{a} birlikte verilmez (değeri ne olursa olsun): arıza sırası dersinkinin \
         yerine geçer ve --{b} onun kısasıdır"
    );
    Some(match oneri {
        Some(komut) => format!("{neden}; ikisini tek sırada yazan komut: {komut}"),
        None => format!("{neden}; --{b}'yı bırakın ya da sırasını --{a}'ya yazın"),
    })
}

/// A path quoted for a POSIX shell, as a suggested command writes it: `'…'`, or where it is not
/// UTF-8, bash's `$'…'` with each other byte as `\xNN`, so that the command names the same file.
pub(crate) fn kabuk(yol: &OsStr) -> String {
    match yol.to_str() {
        Some(m) => format!("'{}'", m.replace('\'', "'\\''")),
        None => {
            let kacis = |m: &str| m.replace('\\', "\\\\").replace('\'', "\\'");
            let mut m = String::from("$'");
            for parca in yol.as_encoded_bytes().utf8_chunks() {
                m += &kacis(parca.valid());
                for b in parca.invalid() {
                    m += &format!("\\x{b:02x}");
                }
            }
            m + "'"
        }
    }
}

/// Whether flag `ad` was given (a switch on, or a value).
pub(crate) fn verildi(m: &clap::ArgMatches, ad: &str) -> bool {
    match m.try_get_one::<bool>(ad) {
        Ok(Some(&b)) => b,
        _ => m.try_get_one::<Deger>(ad).ok().flatten().is_some(),
    }
}

/// `--karsilastir` prints no story, only where the two first part, so `--iz` beside it would
/// add nothing: why, if both are given. The command line and the panel's URL fragments refuse
/// it alike.
pub(crate) fn iz_ile_karsilastirma(m: &clap::ArgMatches) -> Option<String> {
    (verildi(m, KARSILASTIR.ad()) && verildi(m, IZ.ad())).then(|| {
        format!(
            "--{} ile --{} birlikte kullanılamaz: karşılaştırma hikâyeleri basmaz, yalnız ilk \
             ayrıldıkları satırı gösterir (bir arıza sırasının hikâyesi için {} {} --{})",
            KARSILASTIR.bayrak(),
            IZ.bayrak(),
            ders::secenek::ARIZA_BAYRAGI,
            ders::secenek::ARIZA_DEGER_ADI,
            IZ.bayrak()
        )
    })
}

/// What is wrong with `--svg`'s path before the picture is drawn, if anything: empty, a folder,
/// a name longer than a file system holds, a folder that does not exist.
pub(crate) fn svg_yolu_hatasi(yol: &Path) -> Option<String> {
    if yol.as_os_str().is_empty() {
        return Some("dosya adı boş".into());
    }
    if yol == Path::new("-") {
        return None;
    }
    if yol.is_dir() {
        return Some("bir klasör; resim bir dosyaya yazılır".into());
    }
    // most file systems hold names of at most 255 bytes
    if yol.components().any(|c| c.as_os_str().len() > 255) {
        return Some("ad çok uzun (bir dosya adı en çok 255 bayt)".into());
    }
    // the folder it goes in: missing, or there but not a folder
    let klasor = yol.parent().filter(|p| !p.as_os_str().is_empty())?;
    let ad = || ders::secenek::kisalt(&yazildigi_gibi(klasor.as_os_str()));
    match klasor.metadata() {
        Ok(m) if m.is_dir() => None,
        Ok(_) => Some(format!("'{}' bir klasör değil, bir dosya", ad())),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            Some(format!("'{}' klasörüne erişim izni yok", ad()))
        }
        Err(_) => Some(format!("klasörü yok: '{}'", ad())),
    }
}

/// Why `--svg`'s file could not be written, and the exit code: 2 for what the path is (no such
/// folder, no permission, a name too long), 1 for what the disk is (full, read-only).
pub(crate) fn svg_yazma_hatasi(e: &std::io::Error) -> (String, u8) {
    use std::io::ErrorKind as T;
    match e.kind() {
        T::NotFound => ("klasörü yok".into(), 2),
        T::PermissionDenied => ("izin yok".into(), 2),
        T::IsADirectory => ("bir klasör; resim bir dosyaya yazılır".into(), 2),
        T::NotADirectory => ("yolun bir parçası klasör değil".into(), 2),
        // ENAMETOOLONG
        _ if e.raw_os_error() == Some(36) => ("ad çok uzun".into(), 2),
        T::ReadOnlyFilesystem => ("salt okunur bir dosya sisteminde".into(), 1),
        _ => (hata_metni(e), 1),
    }
}
