#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (without and with a supervisor, then the scan sweep).

fn main() -> std::process::ExitCode {
    k01::arac::ana::<denetci::cli::OlcArg>()
}
