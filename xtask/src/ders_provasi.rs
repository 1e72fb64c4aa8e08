//! `cargo xtask prova`'s rehearsal of a new lesson, the first of its rehearsals: in a copy of the
//! tree (`prova/agac` in cargo's target directory, where the K01 rehearsals continue), the course's
//! first lesson is copied under a new name ([`YENI`]: its crate's name, its `Ders::AD`, its page),
//! and only four existing files are edited by hand, as docs/degisiklik.md tells an author: the
//! root `Cargo.toml`, the list crate's `Cargo.toml`, the list's one line and `docs/SUMMARY.md`.
//! Then the project's own commands do the rest (`cargo xtask accept`, `kesif --yaz
//! --kucuk`), and on the copy:
//!
//! - verify is clean, and it replayed the new lesson's kept examples;
//! - the checker at small bounds passes, and its report checks every claim of the new lesson;
//! - the book builds (without the panel's WebAssembly), the new page with its static tables and
//!   its panel mark;
//! - the panel's native tests pass and cover the new lesson, and the browser test's plans
//!   include it (`kitap --plan`);
//! - the architecture's invariants hold (`xtask::tidy`);
//! - no other file changed but what those commands write (Cargo.lock, snapshots, pictures,
//!   kept verdicts, generated blocks).
//!
//! Adding an assumption is a rehearsal of its own, in the same copy ([`crate::varsayim_provasi`]).
//!
//! The copy's crates have a version of their own (`0.1.0+prova`, [`crate::kopya::ayri_surum`]):
//! every dependency from crates.io is the tree's, compiled once in the target directory (cargo's
//! build folder) and shared, while the copy's own crates compile apart from the tree's, never in
//! their place; the copy's programs go to its `prova/hedef`.

use crate::cargo::{cargo, hedef, kok};
use crate::hata::{GorevSonucu, Hata, calismadi};
use std::path::{Path, PathBuf};
use std::process::Output;

/// The new lesson's name: its crate, its `Ders::AD`, its page.
pub const YENI: &str = "dorduncu";

/// The new page's title.
pub const BASLIK: &str = "Yeni ders (prova)";

/// Where the copy lives (see the module's top): the K01 rehearsals continue in it.
pub fn agac() -> GorevSonucu<PathBuf> {
    Ok(hedef()?.join("prova/agac"))
}

/// `metin` with its one `eski` made `yeni`; an error naming `ne` if `eski` is not there once.
pub(crate) fn degistir(ne: &str, metin: &str, eski: &str, yeni: &str) -> GorevSonucu<String> {
    match metin.matches(eski).count() {
        1 => Ok(metin.replacen(eski, yeni, 1)),
        n => Err(Hata::Calismadi(format!("prova: {ne}: '{eski}' bir kez olmalıydı, {n} kez var"))),
    }
}

/// `metin` with lesson name `eski` made `yeni` wherever it stands as a word.
fn adi_degistir(metin: &str, eski: &str, yeni: &str) -> String {
    let harf = |c: char| c.is_alphanumeric() || c == '_';
    let mut m = String::with_capacity(metin.len());
    let mut kalan = metin;
    while let Some(i) = kalan.find(eski) {
        let once = kalan[..i].chars().next_back().is_some_and(harf);
        let sonra = kalan[i + eski.len()..].chars().next().is_some_and(harf);
        m += &kalan[..i];
        m += if once || sonra { eski } else { yeni };
        kalan = &kalan[i + eski.len()..];
    }
    m + kalan
}

/// The four hand edits, each by what it names: a lesson `kaynak` of the list and its type
/// `tur` (`akis::Akis`) are beside the new one in the root manifest's dependencies, the list
/// crate's dependencies and features, the list, and the book's chapters.
pub fn elle(yol: &Path, metin: String, kaynak: &str, tur: &str) -> GorevSonucu<String> {
    let yeni_tur = tur.replacen(kaynak, YENI, 1);
    match yol.to_str().unwrap_or_default() {
        "Cargo.toml" => {
            let satir = format!("{kaynak} = {{ path = \"crates/{kaynak}\" }}\n");
            let yeni = format!("{satir}{YENI} = {{ path = \"crates/{YENI}\" }}\n");
            degistir("Cargo.toml", &metin, &satir, &yeni)
        }
        "crates/dersler/Cargo.toml" => {
            let satir = format!("{kaynak} = {{ workspace = true, features = [\"ders\"] }}\n");
            let yeni = format!("{satir}{YENI} = {{ workspace = true, features = [\"ders\"] }}\n");
            let mut m = degistir("crates/dersler/Cargo.toml", &metin, &satir, &yeni)?;
            for ozellik in ["cli", "kesif"] {
                let eski = format!("\"{kaynak}/{ozellik}\"");
                let yeni = format!("{eski}, \"{YENI}/{ozellik}\"");
                m = degistir("crates/dersler/Cargo.toml", &m, &eski, &yeni)?;
            }
            Ok(m)
        }
        "crates/dersler/src/lib.rs" => {
            let son = dersler::DERSLER.last().expect("a lesson").tur_adi();
            let satir = format!("    {son},\n");
            degistir(
                "crates/dersler/src/lib.rs",
                &metin,
                &satir,
                &format!("{satir}    {yeni_tur},\n"),
            )
        }
        "docs/SUMMARY.md" => {
            let son = dersler::DERSLER.last().expect("a lesson").ad();
            let bul = format!("]({son}.md)\n");
            degistir("docs/SUMMARY.md", &metin, &bul, &format!("{bul}- [{BASLIK}]({YENI}.md)\n"))
        }
        _ => Ok(metin),
    }
}

/// The hand-edited files.
pub const ELLE: [&str; 4] =
    ["Cargo.toml", "crates/dersler/Cargo.toml", "crates/dersler/src/lib.rs", "docs/SUMMARY.md"];

/// The new lesson's crate and page in the copy: lesson `kaynak`'s crate (its sources, the
/// appendix's parts in `sayfa/`, manifest, the claims verify runs and the fewest faults' test)
/// renamed, and its page with the lesson's name made the new one's and a note that it
/// publishes nothing.
fn yeni_ders(agac: &Path, kaynak: &str) -> GorevSonucu {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: {kaynak}: {e}"));
    let paket = kok().join("crates").join(kaynak);
    let mut dosyalar = Vec::new();
    crate::kopya::dosyalar(&paket, Path::new("src"), &mut dosyalar).map_err(hata)?;
    // its page's files: prose, examples and model file, exercises, the browser test's plan
    // (`sayfa/*.md`, `ders.toml`, `alistirmalar.toml`, `sina.toml`)
    crate::kopya::dosyalar(&paket, Path::new("sayfa"), &mut dosyalar).map_err(hata)?;
    dosyalar.push("Cargo.toml".into());
    dosyalar.push("tests/iddialar.rs".into());
    // the fewest faults against an enumeration (`[[test]] en_az` in its manifest)
    dosyalar.push("tests/en_az.rs".into());
    for d in &dosyalar {
        let mut metin = std::fs::read_to_string(paket.join(d)).map_err(hata)?;
        if d == Path::new("Cargo.toml") {
            let ad = format!("name = \"{kaynak}\"\n");
            metin = degistir("Cargo.toml", &metin, &ad, &format!("name = \"{YENI}\"\n"))?;
        } else {
            // the crate's own name in its paths (`akis::Akis` in its programs and tests)
            metin = metin.replace(&format!("{kaynak}::"), &format!("{YENI}::"));
            if metin.contains("const AD: &'static str") {
                let ad = format!("const AD: &'static str = \"{kaynak}\";");
                metin =
                    degistir("AD", &metin, &ad, &format!("const AD: &'static str = \"{YENI}\";"))?;
            }
        }
        crate::kopya::yaz(&agac.join("crates").join(YENI).join(d), metin.as_bytes())?;
    }
    let sayfa = std::fs::read_to_string(kok().join(format!("docs/{kaynak}.md"))).map_err(hata)?;
    let sayfa = adi_degistir(&sayfa, kaynak, YENI);
    // its title, the course line's block, then a note that it publishes nothing
    let (ilk, geri) = sayfa.split_once('\n').unwrap_or((&sayfa, ""));
    let (blok, geri) = geri.split_once("<!-- /uret -->\n").ok_or_else(|| {
        Hata::Calismadi(format!("prova: docs/{kaynak}.md: başlığın altında sira bloğu yok"))
    })?;
    if !ilk.starts_with("# ") {
        return Err(Hata::Calismadi(format!("prova: docs/{kaynak}.md başlıkla başlamıyor")));
    }
    let not = format!(
        "\n> Bu sayfa `cargo xtask prova`'nın yeni ders provasıdır: `{kaynak}` dersinin başka adla \
         bir kopyası. Yayımlanmış çıktısı yoktur.\n"
    );
    let yeni = format!("# {BASLIK}\n{blok}<!-- /uret -->\n{not}{geri}");
    crate::kopya::yaz(&agac.join(format!("docs/{YENI}.md")), yeni.as_bytes())
}

/// Runs `cargo ARGS` in the copy, its programs in their own folder and every unchanged crate
/// shared with the tree's build.
pub(crate) fn cargo_kopyada(agac: &Path, args: &[&str]) -> GorevSonucu<Output> {
    let bas = std::time::Instant::now();
    let c = cargo()
        .args(args)
        .current_dir(agac)
        .env("CARGO_TARGET_DIR", hedef()?.join("prova/hedef"))
        .env("CARGO_BUILD_BUILD_DIR", hedef()?)
        .env("CI", "true")
        .output()
        .map_err(calismadi(format!("cargo {}", args.join(" "))))?;
    let is = args.iter().skip_while(|a| a.starts_with('-') || **a == "run" || **a == "test");
    let is: Vec<&str> = is.copied().filter(|a| !a.starts_with("--quiet")).collect();
    println!("prova: cargo {} ({:.1} s)", is.join(" "), bas.elapsed().as_secs_f64());
    Ok(c)
}

/// The claims the checker's text (`kesif --metin`) gives for lesson `ders`, configuration by
/// configuration, by their names.
fn ozellikler<'a>(rapor: &'a str, ders: &str) -> Vec<&'a str> {
    let bas = format!("{ders} / ");
    let mut bu = false;
    let mut adlar = Vec::new();
    for s in rapor.lines() {
        if !s.starts_with("  ") {
            bu = s.starts_with(&bas);
        } else if bu && !s.trim_start().starts_with("seçenek:") {
            adlar.extend(s.split_whitespace().next());
        }
    }
    adlar
}

/// A command's output, for a message.
pub(crate) fn cikti(c: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&c.stdout), String::from_utf8_lossy(&c.stderr))
}

/// Fails with what `c` printed unless it succeeded.
pub(crate) fn basarili(ne: &str, c: Output) -> GorevSonucu<Output> {
    if c.status.success() {
        Ok(c)
    } else {
        Err(Hata::Bulundu(format!("prova: {ne} başarısız ({}):\n{}", c.status, cikti(&c))))
    }
}

/// What differs in the copy from `once` (a file's earlier bytes, by its path), file by file,
/// that the project's own commands do not write: a file changed outside its generated blocks,
/// other than the hand-edited ones `elle` (and, if `yeni_dersin`, the new lesson's crate and
/// page, which its rehearsal writes whole).
pub(crate) fn elle_degisen(
    agac: &Path,
    once: &dyn Fn(&Path) -> Option<Vec<u8>>,
    elle: &[&str],
    yeni_dersin: bool,
) -> GorevSonucu<Vec<String>> {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: {e}"));
    let mut kopya = Vec::new();
    crate::kopya::dosyalar(agac, Path::new(""), &mut kopya).map_err(hata)?;
    let mut degisen = Vec::new();
    for yol in kopya {
        let ad = yol.to_string_lossy().replace('\\', "/");
        let yeni = std::fs::read(agac.join(&yol)).map_err(hata)?;
        let eski = once(&yol);
        if eski.as_deref() == Some(&yeni[..]) || elle.contains(&ad.as_str()) {
            continue;
        }
        let yeni_ders =
            ad.starts_with(&format!("crates/{YENI}/")) || ad == format!("docs/{YENI}.md");
        let projenin = ad == "Cargo.lock"
            || ad.starts_with("xtask/snapshots/")
            || ad.starts_with("docs/img/")
            || ad == "docs/kesif.json"
            || (yeni_dersin && yeni_ders);
        let bloklarda = ad.ends_with(".md") && eski.as_deref().map(bloksuz) == Some(bloksuz(&yeni));
        if !projenin && !bloklarda {
            degisen.push(ad);
        }
    }
    Ok(degisen)
}

/// A Markdown file's text with the insides of its generated blocks left out.
fn bloksuz(metin: &[u8]) -> String {
    let mut m = String::new();
    let mut icinde = false;
    for satir in String::from_utf8_lossy(metin).lines() {
        if satir.starts_with("<!-- uret: ") {
            icinde = true;
            m += satir;
        } else if satir == "<!-- /uret -->" {
            icinde = false;
        } else if !icinde {
            m += satir;
            m.push('\n');
        }
    }
    m
}

/// The new lesson in the book: its page with its static tables and its panel mark, in the
/// browser test's plans (how many scenarios and steps), and in the panel's native tests.
fn kitapta(agac: &Path, ilk: &dyn dersler::DersKaydi) -> Result<(usize, usize), Hata> {
    basarili(
        "kitap --panelsiz",
        cargo_kopyada(agac, &["run", "--quiet", "--package", "kitap", "--", "--panelsiz"])?,
    )?;
    let yol = hedef()?.join(format!("prova/hedef/kitap/{YENI}.html")); // the copy's target
    let sayfa = std::fs::read_to_string(&yol).map_err(calismadi(yol.display()))?;
    let tablo = ilk.calistir(ders::Program::Olc, &[]).cikti;
    let ilk_satir = tablo.lines().next().unwrap_or_default();
    if !sayfa.contains(&format!("data-ders=\"{YENI}\"")) || !sayfa.contains(ilk_satir) {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): kitabın {YENI}.html sayfasında panel işareti ya da durağan tablo yok"
        )));
    }

    // the browser test's plans and the panel's native tests
    let plan = cikti(&basarili(
        "kitap --plan",
        cargo_kopyada(agac, &["run", "--quiet", "--package", "kitap", "--", "--plan"])?,
    )?);
    let plan: serde_json::Value = serde_json::from_str(plan.trim())
        .map_err(|e| Hata::Bulundu(format!("prova (yeni ders): kitap --plan: {e}")))?;
    let bolum = |ne: &str, alan: &str| {
        plan[ne]
            .as_array()
            .into_iter()
            .flatten()
            .find(|d| d["ders"] == YENI)
            .and_then(|d| d[alan].as_array())
            .map_or(0, Vec::len)
    };
    let (senaryo, adim) = (bolum("senaryo", "senaryolar"), bolum("tikla", "adimlar"));
    if senaryo == 0 || adim == 0 {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): tarayıcı sınamasının planında {YENI} yok ({senaryo} senaryo, {adim} adım)"
        )));
    }
    let panel = ["test", "--quiet", "--package", "panel", "--", "--nocapture"];
    let panel = cikti(&basarili("cargo test -p panel", cargo_kopyada(agac, &panel)?)?);
    // the quiet runner's dots may share the line (`.panel: ...`), as the tests run in parallel
    if !panel.lines().any(|s| s.contains(&format!("panel: {YENI}: "))) {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): panelin testleri {YENI}'yi denemedi"
        )));
    }

    Ok((senaryo, adim))
}

/// The rehearsal; fails naming what did not pick the new lesson up.
pub fn prova() -> GorevSonucu {
    let bas = std::time::Instant::now();
    let agac = agac()?;
    let ilk = *dersler::DERSLER.first().expect("a lesson");
    let (kaynak, tur) = (ilk.ad(), ilk.tur_adi());
    crate::kopya::kopyala(&agac, |yol, icerik| match String::from_utf8(icerik) {
        Ok(metin) if yol == Path::new("Cargo.toml") => {
            crate::kopya::ayri_surum(elle(yol, metin, kaynak, &tur)?.into_bytes(), "prova")
        }
        Ok(metin) => Ok(elle(yol, metin, kaynak, &tur)?.into_bytes()),
        Err(e) => Ok(e.into_bytes()),
    })?;
    yeni_ders(&agac, kaynak)?;
    // the published outputs beside the copy, made from the tree's (the K01 copies share them):
    // the new lesson has none
    crate::kopya::yayimlananlari_yaz()?;
    println!(
        "prova: {}'ta {kaynak} dersi '{YENI}' adıyla kopyalandı; elle yalnız {}",
        agac.display(),
        ELLE.join(", ")
    );

    // the project's own commands write what they write
    let _ = cargo_kopyada(&agac, &["run", "--quiet", "--package", "xtask", "--", "accept"])?;
    let kesif = ["run", "--quiet", "--package", "kesif", "--", "--yaz", "--kucuk", "--izgarasiz"];
    basarili("kesif --yaz --kucuk", cargo_kopyada(&agac, &kesif)?)?;
    // the full bounds too: the page's table of fewest faults is theirs (the new lesson's
    // alone: the others' tables are kept as they are, some of them a minute's search)
    let kesif = [
        "run",
        "--quiet",
        "--package",
        "kesif",
        "--",
        "--yaz",
        "--izgarasiz",
        "--en-az-dersi",
        YENI,
    ];
    basarili("kesif --yaz", cargo_kopyada(&agac, &kesif)?)?;
    // and the page's generated blocks again, now that the kept results are there
    let _ = cargo_kopyada(&agac, &["run", "--quiet", "--package", "xtask", "--", "accept"])?;

    // verify is clean, and replayed the new lesson's examples
    let rapor = hedef()?.join("prova/ders-rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let r = rapor.to_string_lossy().into_owned();
    let dogrula = ["run", "--quiet", "--package", "xtask", "--", "verify", "--rapor", &r];
    basarili("verify", cargo_kopyada(&agac, &dogrula)?)?;
    let metin = std::fs::read_to_string(&rapor).map_err(calismadi(rapor.display()))?;
    let r: crate::dogrula::DogrulamaRaporu =
        serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let tekrar = r.tekrar_dersleri.get(YENI).copied().unwrap_or(0);
    if tekrar == 0 || !r.yayimlanmamis.iter().any(|d| d == YENI) {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): verify {YENI}'nin örneklerini tekrarlamadı ya da yayımlanmamış \
             demedi: {:?}, {:?}",
            r.tekrar_dersleri, r.yayimlanmamis
        )));
    }

    // the checker at small bounds checks every claim of the new lesson
    let kesif = ["run", "--quiet", "--package", "kesif", "--", "--kucuk", "--izgarasiz", "--metin"];
    let rapor = cikti(&basarili("kesif --kucuk", cargo_kopyada(&agac, &kesif)?)?);
    let (iddialar, beklenen) = (ozellikler(&rapor, YENI), ozellikler(&rapor, kaynak));
    if iddialar.is_empty() || iddialar != beklenen {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): keşif aracı {YENI}'nin özelliklerini denemedi: {iddialar:?}, \
             {kaynak}'inkiler {beklenen:?}"
        )));
    }

    let (senaryo, adim) = kitapta(&agac, ilk)?;

    // the architecture's invariants hold with the new lesson (the book's order, the pages'
    // generated lines, the shared builds)
    let tidy = ["test", "--quiet", "--package", "xtask", "--", "tidy::"];
    let tidy = cikti(&basarili("xtask'in tidy testleri", cargo_kopyada(&agac, &tidy)?)?);
    let tidy_sayisi = tidy
        .lines()
        .filter_map(|s| s.strip_prefix("test result: ok. ")?.split(' ').next()?.parse::<u32>().ok())
        .sum::<u32>();

    // nothing else had to be edited by hand
    let elle = elle_degisen(&agac, &|yol| std::fs::read(kok().join(yol)).ok(), &ELLE, true)?;
    if !elle.is_empty() {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): bu dosyalar da elle düzenlenmeliydi: {}",
            elle.join(", ")
        )));
    }
    println!(
        "prova: yeni ders: verify temiz ({tekrar} örneği tekrarlandı), keşif aracı {} özelliğini \
         denedi, kitapta sayfası ve paneli, tarayıcı planında {senaryo} senaryo ve {adim} adım, \
         panelin testleri, {tidy_sayisi} mimari kuralı; elle yalnız {} dosya ({:.0} s)",
        iddialar.len(),
        ELLE.len(),
        bas.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ders_adi_kelime_olarak_degisir() {
        assert_eq!(
            adi_degistir("akis.md, -p akis --bin, is akisi, akis_x", "akis", "yeni"),
            "yeni.md, -p yeni --bin, is akisi, akis_x"
        );
        assert_eq!(
            bloksuz(b"a\n<!-- uret: x -->\nb\n<!-- /uret -->\nc\n"),
            "a\n<!-- uret: x -->c\n"
        );
        assert!(degistir("d", "a a", "a", "b").is_err());
    }

    /// The four hand edits apply to the tree as it is, each to its one place: the new lesson
    /// beside the first one.
    #[test]
    fn dort_elle_duzenleme_agaca_uyar() {
        let ilk = dersler::DERSLER[0];
        for d in ELLE {
            let metin = std::fs::read_to_string(kok().join(d)).unwrap();
            let yeni = elle(Path::new(d), metin.clone(), ilk.ad(), &ilk.tur_adi()).unwrap();
            assert!(yeni != metin && yeni.contains(YENI), "{d}");
        }
    }
}
