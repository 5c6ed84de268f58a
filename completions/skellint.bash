# bash completion for skellint — installed by `cmake --install` into
# share/bash-completion/completions/skellint.

_skellint() {
  local cur prev words cword
  if declare -F _init_completion >/dev/null; then
    _init_completion -s || return
  else
    cur=${COMP_WORDS[COMP_CWORD]}; prev=${COMP_WORDS[COMP_CWORD-1]}
    words=("${COMP_WORDS[@]}"); cword=$COMP_CWORD
  fi
  local commands="check tree render show rules explain docs lsp help version"
  if [ "$cword" -eq 1 ]; then
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi
  local cmd=${words[1]}
  local check_opts="--format --profile --show-source --no-show-source --no-fold --color --no-color
    --select --ignore --severity --weight-tolerance --max-influences --quaternion-tolerance
    --bind-pose-tolerance --time-tolerance --skeleton --format-of --stdin-filename --max-file-size --root --allow-root --only-given --working-folder --config --no-config --exclude --verbose
    --fix --unsafe-fixes --diff --baseline --write-baseline -j --jobs --files-from --max-warnings
    --exit-zero --ignore-unknown --statistics -q --quiet --shard --version --help"
  case $cmd in
    check)
      case $prev in
        --format) COMPREPLY=($(compgen -W "text json sarif github gitlab junit" -- "$cur")); return ;;
        --profile) COMPREPLY=($(compgen -W "cal3d imvu" -- "$cur")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
        --select|--ignore)
          COMPREPLY=($(compgen -W "ALL $(skellint rules 2>/dev/null | awk 'NR > 1 {print $1, $2}')" -- "$cur")); return ;;
        --config|--baseline|--write-baseline|--files-from|--stdin-filename|--skeleton)
          COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --root|--allow-root|--working-folder)
          COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --exclude|--severity|--weight-tolerance|--max-influences|--quaternion-tolerance|--bind-pose-tolerance|--time-tolerance|--format-of|-j|--jobs|--max-warnings|--shard|--max-file-size)
          return ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$check_opts" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi ;;
    tree)
      if [[ $prev == --format ]]; then COMPREPLY=($(compgen -W "text json" -- "$cur"))
      elif [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--no-config --color --format --help" -- "$cur"))
      else COMPREPLY=($(compgen -f -- "$cur")); fi ;;
    render)
      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "-o --output --no-config --skeleton --animation --time --frame --help" -- "$cur"))
      else COMPREPLY=($(compgen -f -- "$cur")); fi ;;
    show)
      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--help" -- "$cur"))
      else COMPREPLY=($(compgen -f -- "$cur")); fi ;;
    explain)
      COMPREPLY=($(compgen -W "$(skellint rules 2>/dev/null | awk 'NR > 1 {print $1, $2}')" -- "$cur")) ;;
    docs)
      COMPREPLY=($(compgen -d -- "$cur")) ;;
    lsp)
      COMPREPLY=($(compgen -W "--stdio --help" -- "$cur")) ;;
  esac
}
complete -o filenames -F _skellint skellint
