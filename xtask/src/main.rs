#![forbid(unsafe_code)]
//! The project's chores: `cargo xtask verify`, `cargo xtask accept`, `cargo xtask test`.

mod belge;
mod cargo;
mod dogrula;
mod iddia;
mod kesif;
mod programlar;
mod prova;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Projenin isleri: ciktilari dogrulamak, degisiklikleri kabul etmek, butun testleri kosmak.
#[derive(Parser)]
#[command(version)]
struct Arg {
    #[command(subcommand)]
    is: Is,
}

#[derive(Subcommand)]
enum Is {
    /// Her programi kosar, ciktisini xtask/snapshots'taki anlik goruntuyle (ve varsa
    /// ../shared/reference'taki yayimlanan ciktiyla) karsilastirir, docs/ altindaki uretilmis
    /// bloklari ve derslerin iddialarini denetler; bir farkta 1 ile cikar.
    Verify,
    /// Bugunku ciktilari yeni anlik goruntu olarak yazar ve docs/ bloklarini yeniler (farklari
    /// once verify ile okuyun). Iddialar kendiliginden degismez.
    Accept,
    /// docs/ altindaki uretilmis bloklari bugunku ciktilarla yeniden yazar.
    Docs,
    /// Derslerin degismezlerini tam izgaralari uzerinde dener (release derlemesiyle); her
    /// ihlal icin en kucuk karsi ornegi tur tur anlatir. Belgelenmis bulgular disinda bir ihlal
    /// ya da artik ihlal edilmeyen bir bulgu 1 ile cikar.
    Kesif,
    /// (ic) kesif'in release derlemesindeki kosusu.
    #[command(hide = true)]
    KesifCalistir,
    /// Degisiklik akisini bastan sona dener: agacin bir kopyasinda KK4 duyarliligini 10 yapar,
    /// verify'in degisen programlari, eskiyen belgeleri ve bozulan iddialari adlandirdigini,
    /// accept'ten sonra yalniz iddialarin kaldigini denetler.
    Prova,
    /// Her paketin testlerini ayri ayri kosar (ayni adli programlar birbirini ezmesin; xtask'in
    /// testi anlik goruntuleri ve belgeleri denetler), sonra prova'yi kosar.
    Test {
        /// prova'yi atla (ilk kosusu agacin bir kopyasini sifirdan derler).
        #[arg(long)]
        hizli: bool,
    },
}

fn main() -> ExitCode {
    match Arg::parse().is {
        Is::Verify => verify(),
        Is::Accept => accept(),
        Is::Docs => docs(),
        Is::Kesif => kesif_release(),
        Is::KesifCalistir => {
            if kesif::kesif() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Is::Prova => match prova::prova() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("prova: {e}");
                ExitCode::FAILURE
            }
        },
        Is::Test { hizli } => test(hizli),
    }
}

fn verify() -> ExitCode {
    match dogrula::dogrula(true) {
        Ok(r) => {
            dogrula::yazdir(&r);
            if r.temiz() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
        }
        Err(e) => {
            eprintln!("verify: {e}");
            ExitCode::FAILURE
        }
    }
}

fn accept() -> ExitCode {
    // insta writes snapshots in place when INSTA_UPDATE=always; run verify that way.
    let Ok(kendi) = std::env::current_exe() else { return ExitCode::FAILURE };
    let durum = std::process::Command::new(kendi)
        .arg("verify")
        .env("INSTA_UPDATE", "always")
        .env("INSTA_FORCE_PASS", "1")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    if let Err(e) = durum {
        eprintln!("accept: {e}");
        return ExitCode::FAILURE;
    }
    if let Err(e) = dogrula::temizle() {
        eprintln!("accept: {e}");
        return ExitCode::FAILURE;
    }
    if docs() != ExitCode::SUCCESS {
        return ExitCode::FAILURE;
    }
    verify()
}

/// kesif runs millions of model runs: it builds xtask in release and runs there.
fn kesif_release() -> ExitCode {
    let durum = cargo::cargo()
        .args(["run", "--release", "--quiet", "--package", "xtask", "--", "kesif-calistir"])
        .current_dir(cargo::kok())
        .status();
    match durum {
        Ok(d) if d.success() => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("kesif: {e}");
            ExitCode::FAILURE
        }
    }
}

fn docs() -> ExitCode {
    match dogrula::belgeleri_yaz() {
        Ok((bloklar, resimler)) => {
            for b in &bloklar {
                println!("  yenilendi: {}", b.etiket());
            }
            for r in &resimler {
                println!(
                    "  yeniden cizildi: {}",
                    r.strip_prefix(cargo::kok()).unwrap_or(r).display()
                );
            }
            println!("docs: {} blok yenilendi, {} resim cizildi", bloklar.len(), resimler.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("docs: {e}");
            ExitCode::FAILURE
        }
    }
}

fn test(hizli: bool) -> ExitCode {
    let paketler = match cargo::paketler() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("test: {e}");
            return ExitCode::FAILURE;
        }
    };
    for paket in paketler {
        eprintln!("== cargo test -p {paket}");
        let durum =
            cargo::cargo().args(["test", "--package", &paket]).current_dir(cargo::kok()).status();
        if !durum.is_ok_and(|d| d.success()) {
            eprintln!("test: {paket} paketinin testleri gecmedi");
            return ExitCode::FAILURE;
        }
    }
    if hizli {
        return ExitCode::SUCCESS;
    }
    eprintln!("== cargo xtask prova");
    match prova::prova() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("prova: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The snapshot and docs comparison, inside `cargo test` (each lesson's claims run in its
    /// own package's tests).
    #[test]
    fn ciktilar_ve_belgeler_guncel() {
        let r = dogrula::dogrula(false).expect("programs build");
        dogrula::yazdir(&r);
        assert!(r.temiz(), "degisen: {:?}, eski bloklar: {:?}", r.bozuklar(), r.eski_bloklar);
    }

    #[test]
    fn kosu_adlari_tekil() {
        let mut adlar: Vec<_> = programlar::KOSULAR.iter().map(|k| k.ad()).collect();
        adlar.sort();
        adlar.dedup();
        assert_eq!(adlar.len(), programlar::KOSULAR.len());
    }
}
