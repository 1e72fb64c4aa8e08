//! `cargo xtask prova`'s rehearsal of a new lesson, the first of its rehearsals: in a copy of the
//! tree (`prova/agac` in cargo's target directory, where the K01 rehearsals continue), the course's
//! first lesson is copied under a new name ([`YENI`]: its crate's name, its `Ders::AD`, its page),
//! with an assumption of its own ([`YENI_VARSAYIM`]), and only five existing files are edited by
//! hand, as docs/degisiklik.md tells an author: the root `Cargo.toml`, the list crate's
//! `Cargo.toml`, the list's one line, `docs/SUMMARY.md` and the assumption's declaration in
//! `crates/k01`. The new lesson's `hesap` applies it in place of the copied lesson's own
//! assumption. Then the project's own commands do the rest (`cargo xtask accept`, `kesif --yaz
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
//!   kept verdicts, generated blocks);
//! - the assumption has its flag, its help line and its row in docs/k01.md, its flag changes
//!   `hesap`'s figures, and once its declared value changes verify reports the new lesson's
//!   `hesap` outputs changed and the docs' table stale.
//!
//! The copy's crates have a version of their own (`0.1.0+prova`, [`crate::kopya::ayri_surum`]):
//! every dependency from crates.io is the tree's, compiled once in the target directory (cargo's
//! build folder) and shared, while the copy's own crates compile apart from the tree's, never in
//! their place; the copy's programs go to its `prova/hedef`.

use crate::cargo::{cargo, hedef, kok};
use crate::hata::{Hata, Sonuc, calismadi};
use std::path::{Path, PathBuf};
use std::process::Output;

/// The new lesson's name: its crate, its `Ders::AD`, its page.
pub const YENI: &str = "dorduncu";

/// The new page's title.
const BASLIK: &str = "Yeni ders (prova)";

/// The new lesson's own assumption: its code, and its flag's key.
pub const YENI_VARSAYIM: (&str, &str) = ("KK5", "kk5");

/// The copied lesson's first assumption of its own (not in K01's table), which the new lesson's
/// `hesap` applies the new one in place of.
fn kaynak_varsayimi(kaynak: &str) -> Sonuc<&'static ders::k01::Varsayim> {
    let d = dersler::bul(kaynak).ok_or_else(|| Hata::Calismadi(format!("prova: {kaynak} yok")))?;
    d.varsayimlar().into_iter().find(|v| !v.k01_tablosunda).ok_or_else(|| {
        Hata::Calismadi(format!("prova: {kaynak}'in hesap'ı K01 dışında bir varsayım uygulamıyor"))
    })
}

/// `metin` with the copied lesson's own assumption's flag (`--kk2`, `kk2=` in a fragment) made
/// the new assumption's.
fn bayragi_degistir(metin: &str, kaynak: &str) -> Sonuc<String> {
    let eski = ders::Tanim::bayrak(&ders::k01::bayrak(kaynak_varsayimi(kaynak)?));
    Ok(bayrak_adini_degistir(metin, &eski, YENI_VARSAYIM.1))
}

/// `metin` with flag name `eski` made `yeni` where it stands as a flag (`--eski`) or as a
/// fragment's key (`eski=`), whole: not inside a longer name.
fn bayrak_adini_degistir(metin: &str, eski: &str, yeni: &str) -> String {
    let ad = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_');
    let mut m = String::with_capacity(metin.len());
    let mut kalan = metin;
    while let Some(i) = kalan.find(eski) {
        let (once, sonra) = (&kalan[..i], &kalan[i + eski.len()..]);
        let bayrak = once.ends_with("--") && !ad(sonra.chars().next());
        let anahtar = sonra.starts_with('=') && !ad(once.chars().next_back());
        m += once;
        m += if bayrak || anahtar { yeni } else { eski };
        kalan = sonra;
    }
    m + kalan
}

/// The new assumption's declaration, as an author writes it in `crates/k01`: the copied
/// lesson's own assumption's value, sensitivity value, unit and range (so that the copied
/// claims hold), introduced by the new lesson.
fn yeni_varsayim(v: &ders::k01::Varsayim) -> String {
    let (kod, anahtar) = YENI_VARSAYIM;
    format!(
        "/// {kod}: the new lesson's own assumption (`cargo xtask prova`).\n\
         pub const {kod}: Varsayim = Varsayim {{\n    kod: \"{kod}\",\n    deger: {:?},\n    \
         duyarlilik: {:?},\n    birim: {:?},\n    anlam: {:?},\n    \
         kaynak: \"{BASLIK}\",\n    k01_tablosunda: false,\n    anahtar: \"{anahtar}\",\n    \
         deger_adi: {:?},\n    aralik: {:?},\n}};\n\n",
        v.deger,
        v.duyarlilik,
        v.birim,
        format!("provanın varsayımı: {}", v.anlam),
        v.deger_adi,
        v.aralik
    )
}

/// Where the copy lives (see the module's top): the K01 rehearsals continue in it.
pub fn agac() -> Sonuc<PathBuf> {
    Ok(hedef()?.join("prova/agac"))
}

/// `metin` with its one `eski` made `yeni`; an error naming `ne` if `eski` is not there once.
fn degistir(ne: &str, metin: &str, eski: &str, yeni: &str) -> Sonuc<String> {
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
pub fn elle(yol: &Path, metin: String, kaynak: &str, tur: &str) -> Sonuc<String> {
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
        "crates/k01/src/varsayim.rs" => {
            let ne = "crates/k01/src/varsayim.rs";
            let liste = "/// Every assumption, in the order the course introduces them.\n";
            let bildirim = yeni_varsayim(kaynak_varsayimi(kaynak)?);
            let m = degistir(ne, &metin, liste, &format!("{bildirim}{liste}"))?;
            // the declaration joins the list, last: the new lesson is the course's last
            let hepsi = m.lines().find(|s| s.starts_with("pub const HEPSI")).ok_or_else(|| {
                Hata::Calismadi(format!("prova: {ne}: 'pub const HEPSI' satırı yok"))
            })?;
            let yeni = hepsi.replacen("];", &format!(", &{}];", YENI_VARSAYIM.0), 1);
            degistir(ne, &m, hepsi, &yeni)
        }
        _ => Ok(metin),
    }
}

/// The hand-edited files.
pub const ELLE: [&str; 5] = [
    "Cargo.toml",
    "crates/dersler/Cargo.toml",
    "crates/dersler/src/lib.rs",
    "docs/SUMMARY.md",
    "crates/k01/src/varsayim.rs",
];

/// The new lesson's crate and page in the copy: lesson `kaynak`'s crate (its sources, the
/// appendix's parts in `sayfa/`, manifest, the claims verify runs and the fewest faults' test)
/// renamed, and its page with the lesson's name made the new one's and a note that it
/// publishes nothing.
fn yeni_ders(agac: &Path, kaynak: &str) -> Sonuc {
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
            // its hesap applies the new assumption in place of the copied lesson's own, and its
            // examples and screenshots give the new flag
            if d == Path::new("src/rapor.rs") {
                let eski = format!("bayrak(&k01::{})", kaynak_varsayimi(kaynak)?.kod);
                let yeni = format!("bayrak(&k01::{})", YENI_VARSAYIM.0);
                metin = degistir("src/rapor.rs", &metin, &eski, &yeni)?;
            }
            metin = bayragi_degistir(&metin, kaynak)?;
            if metin.contains("const AD: &'static str") {
                let ad = format!("const AD: &'static str = \"{kaynak}\";");
                metin =
                    degistir("AD", &metin, &ad, &format!("const AD: &'static str = \"{YENI}\";"))?;
            }
        }
        crate::kopya::yaz(&agac.join("crates").join(YENI).join(d), metin.as_bytes())?;
    }
    let sayfa = std::fs::read_to_string(kok().join(format!("docs/{kaynak}.md"))).map_err(hata)?;
    let sayfa = bayragi_degistir(&adi_degistir(&sayfa, kaynak, YENI), kaynak)?;
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
fn cargo_kopyada(agac: &Path, args: &[&str]) -> Sonuc<Output> {
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
    println!("prova: yeni ders: cargo {} ({:.1} s)", is.join(" "), bas.elapsed().as_secs_f64());
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
fn cikti(c: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&c.stdout), String::from_utf8_lossy(&c.stderr))
}

/// Fails with what `c` printed unless it succeeded.
fn basarili(ne: &str, c: Output) -> Sonuc<Output> {
    if c.status.success() {
        Ok(c)
    } else {
        Err(Hata::Bulundu(format!(
            "prova (yeni ders): {ne} başarısız ({}):\n{}",
            c.status,
            cikti(&c)
        )))
    }
}

/// What differs between the copy and the tree, file by file, that the project's own commands
/// do not write: a file changed outside its generated blocks, other than the hand-edited ones
/// and the new lesson's.
fn elle_degisen(agac: &Path) -> Sonuc<Vec<String>> {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: {e}"));
    let mut kopya = Vec::new();
    crate::kopya::dosyalar(agac, Path::new(""), &mut kopya).map_err(hata)?;
    let mut elle = Vec::new();
    for yol in kopya {
        let ad = yol.to_string_lossy().replace('\\', "/");
        let yeni = std::fs::read(agac.join(&yol)).map_err(hata)?;
        let eski = std::fs::read(kok().join(&yol)).ok();
        if eski.as_deref() == Some(&yeni[..]) || ELLE.contains(&ad.as_str()) {
            continue;
        }
        let projenin = ad == "Cargo.lock"
            || ad.starts_with("xtask/snapshots/")
            || ad.starts_with("docs/img/")
            || ad == "docs/kesif.json"
            || ad.starts_with(&format!("crates/{YENI}/"))
            || ad == format!("docs/{YENI}.md");
        let bloklarda = ad.ends_with(".md") && eski.as_deref().map(bloksuz) == Some(bloksuz(&yeni));
        if !projenin && !bloklarda {
            elle.push(ad);
        }
    }
    Ok(elle)
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
    if !panel.lines().any(|s| s.starts_with(&format!("panel: {YENI}: "))) {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): panelin testleri {YENI}'yi denemedi"
        )));
    }

    Ok((senaryo, adim))
}

/// The rehearsal; fails naming what did not pick the new lesson up.
pub fn prova() -> Sonuc {
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
    // the full bounds too: the page's table of fewest faults is theirs
    let kesif = ["run", "--quiet", "--package", "kesif", "--", "--yaz", "--izgarasiz"];
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
    let r: crate::dogrula::Rapor =
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
    let elle = elle_degisen(&agac)?;
    if !elle.is_empty() {
        return Err(Hata::Bulundu(format!(
            "prova (yeni ders): bu dosyalar da elle düzenlenmeliydi: {}",
            elle.join(", ")
        )));
    }
    let varsayim = varsayimi_dene(&agac)?;
    println!(
        "prova: yeni ders: verify temiz ({tekrar} örneği tekrarlandı), keşif aracı {} özelliğini \
         denedi, kitapta sayfası ve paneli, tarayıcı planında {senaryo} senaryo ve {adim} adım, \
         panelin testleri, {tidy_sayisi} mimari kuralı; {varsayim}; elle yalnız {} dosya \
         ({:.0} s)",
        iddialar.len(),
        ELLE.len(),
        bas.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The new assumption, declared once: `hesap --help` names its flag with the declaration's
/// meaning, docs/k01.md has its row, the flag changes `hesap`'s figures; and once its declared
/// value changes, verify reports the new lesson's `hesap` outputs changed and the docs' table
/// stale. The declaration is put back after. What was seen, for the summary line.
fn varsayimi_dene(agac: &Path) -> Sonuc<String> {
    let (kod, anahtar) = YENI_VARSAYIM;
    let bulunamadi = |ne: String| Err(Hata::Bulundu(format!("prova (yeni varsayım): {ne}")));
    let hesap = |args: &[&str]| -> Sonuc<String> {
        let mut a = vec!["run", "--quiet", "--package", YENI, "--bin", "hesap", "--"];
        a.extend(args);
        Ok(String::from_utf8_lossy(&basarili("hesap", cargo_kopyada(agac, &a)?)?.stdout).into())
    };
    // the help wraps its lines: read it as one
    let yardim = hesap(&["--help"])?.split_whitespace().collect::<Vec<_>>().join(" ");
    if !yardim.contains(&format!("--{anahtar} <")) || !yardim.contains("provanın varsayımı") {
        return bulunamadi(format!("{YENI} hesap --help --{anahtar}'i anlatmıyor:\n{yardim}"));
    }
    let k01 = std::fs::read_to_string(agac.join("docs/k01.md")).map_err(calismadi("k01.md"))?;
    if !k01.lines().any(|s| s.starts_with(&format!("| {kod} ")) && s.contains(BASLIK)) {
        return bulunamadi(format!("docs/k01.md'de {kod} satırı yok"));
    }
    if hesap(&[])? == hesap(&[&format!("--{anahtar}"), "0.5,0.7"])? {
        return bulunamadi(format!("--{anahtar} 0.5,0.7 hesap'ın sayılarını değiştirmedi"));
    }
    // the declared value changed: verify must say what it changes
    let yol = agac.join("crates/k01/src/varsayim.rs");
    let bildirim = std::fs::read_to_string(&yol).map_err(calismadi(yol.display()))?;
    let yok = || Hata::Calismadi(format!("prova: {kod}'in bildirimi ya da değeri bulunamadı"));
    let bas = bildirim.find(&format!("pub const {kod}: Varsayim")).ok_or_else(yok)?;
    let deger = bildirim[bas..].find("    deger: ").map(|i| bas + i).ok_or_else(yok)?;
    let satir_sonu = bildirim[deger..].find('\n').map_or(deger, |i| deger + i);
    let degisik = format!("{}    deger: 0.5,{}", &bildirim[..deger], &bildirim[satir_sonu..]);
    crate::kopya::yaz(&yol, degisik.as_bytes())?;
    let rapor = hedef()?.join("prova/varsayim-rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let r = rapor.to_string_lossy().into_owned();
    let dogrula = cargo_kopyada(
        agac,
        &["run", "--quiet", "--package", "xtask", "--", "verify", "--rapor", &r],
    );
    crate::kopya::yaz(&yol, bildirim.as_bytes())?;
    for g in std::fs::read_dir(agac.join("xtask/snapshots")).into_iter().flatten().flatten() {
        if g.path().extension().is_some_and(|e| e == "new") {
            let _ = std::fs::remove_file(g.path());
        }
    }
    if dogrula?.status.success() {
        return bulunamadi(format!("{kod}'in değeri değişince verify temiz geçti"));
    }
    let metin = std::fs::read_to_string(&rapor).map_err(calismadi(rapor.display()))?;
    let r: crate::dogrula::Rapor =
        serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let degisen: Vec<&str> = r
        .kosular
        .iter()
        .filter(|k| matches!(k.sonuc, crate::dogrula::Sonuc::Degisti))
        .map(|k| k.etiket.as_str())
        .collect();
    let beklenen = format!("{YENI} hesap");
    let tablo = r.eski_bloklar.iter().any(|b| b.etiket().contains("k01"));
    if !degisen.iter().any(|e| e.starts_with(&beklenen)) || !tablo {
        return bulunamadi(format!(
            "{kod} değişince verify {beklenen}'ı ({degisen:?}) ya da docs/k01.md'yi ({tablo}) \
             bildirmedi"
        ));
    }
    Ok(format!(
        "--{anahtar} yardımda ve docs/k01.md'de, değeri değişince verify {} çalıştırmayı ve K01 \
         tablosunu bildirdi",
        degisen.len()
    ))
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
        assert_eq!(
            bayrak_adini_degistir(
                "[\"--kk2\", \"1\"] --kk2\n`--kk2` #kk2=1&xkk2=2 --kk22",
                "kk2",
                "kk5"
            ),
            "[\"--kk5\", \"1\"] --kk5\n`--kk5` #kk5=1&xkk2=2 --kk22"
        );
    }

    /// The five hand edits apply to the tree as it is, each to its one place: the new lesson,
    /// or its assumption, declared once and last in the list.
    #[test]
    fn bes_elle_duzenleme_agaca_uyar() {
        let ilk = dersler::DERSLER[0];
        for d in ELLE {
            let metin = std::fs::read_to_string(kok().join(d)).unwrap();
            let yeni = elle(Path::new(d), metin.clone(), ilk.ad(), &ilk.tur_adi()).unwrap();
            let ad = if d.starts_with("crates/k01") { YENI_VARSAYIM.0 } else { YENI };
            assert!(yeni != metin && yeni.contains(ad), "{d}");
        }
        let k01 = std::fs::read_to_string(kok().join(ELLE[4])).unwrap();
        let yeni = elle(Path::new(ELLE[4]), k01, ilk.ad(), &ilk.tur_adi()).unwrap();
        assert!(yeni.contains(", &KK5];\n") && yeni.contains("    anahtar: \"kk5\",\n"), "{yeni}");
    }
}
