// Components
